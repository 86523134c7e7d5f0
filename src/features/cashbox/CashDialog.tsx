import { insufficientCashText } from '../../components/cashRouteTexts.ts';
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CashboxView, CashField } from '../../../machines/cashbox/index.ts';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { cashErrorText, DIALOG_TITLES } from './cashboxTexts.ts';

const formCss = css`display: grid; gap: ${space.md};`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const noticeCss = css`display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;
const countsCss = css`display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: ${space.sm}; margin: 0; padding: 0; border: 0;`;
const summaryCss = css`margin: 0; display: grid; grid-template-columns: auto auto; gap: ${space.xs} ${space.md}; dt { font-weight: 600; } dd { margin: 0; text-align: end; }`;

/** The dialog of 'Abrir caja', 'Registrar ingreso' / 'Registrar egreso' and 'Cerrar caja'. */
export function CashDialog({ view, money, idOf }: { view: CashboxView; money: (minor: number) => string; idOf: (field: CashField) => string }) {
  const { t, i18n } = useLingui();
  const prefix = useId();
  const { dialog } = view;
  if (dialog === null) return null;
  const locked = view.busy || view.notice === 'conflict';
  const errorOf = (field: CashField) => {
    const error = view.errors[field];
    return error ? <p id={`${idOf(field)}-error`} css={errorCss}>{cashErrorText(i18n, error, view.amountFormat)}</p> : null;
  };
  const common = (field: CashField) => ({
    id: idOf(field),
    css: inputCss,
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': view.errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const counting = dialog === 'open' || dialog === 'close';
  const amountLabel = dialog === 'close' ? t`Efectivo contado` : dialog === 'open' ? t`Monto inicial` : t`Monto`;
  const submitLabel = dialog === 'close' ? t`Confirmar cierre` : dialog === 'open' ? t`Abrir caja` : t`Registrar`;

  return (
    <Modal open title={i18n._(DIALOG_TITLES[dialog])} onClose={view.cancel} busy={view.busy} width={560}>
      <form
        css={formCss}
        noValidate
        aria-busy={view.busy}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        {dialog === 'open' && (
          <div>
            <label css={labelCss} htmlFor={idOf('boxId')}>{t`Caja`}</label>
            <select {...common('boxId')} disabled={locked} value={view.values.boxId} onChange={(event) => view.change('boxId', event.target.value)}>
              <option value="">{t`Elija una caja`}</option>
              {view.boxes.map((box) => (
                <option key={box.id} value={box.id} disabled={box.session !== null}>{box.name}</option>
              ))}
            </select>
            {errorOf('boxId')}
          </div>
        )}
        {(dialog === 'income' || dialog === 'expense') && (
          <div>
            <label css={labelCss} htmlFor={idOf('concept')}>{t`Concepto`}</label>
            <input {...common('concept')} readOnly={locked} autoComplete="off" value={view.values.concept} onChange={(event) => view.change('concept', event.target.value)} />
            {errorOf('concept')}
          </div>
        )}
        {counting && view.denominations.length > 0 && (
          <label>
            <input type="checkbox" checked={view.values.byDenomination} disabled={locked} onChange={view.toggleDenominations} /> {t`Contar por denominación`}
          </label>
        )}
        {counting && view.values.byDenomination ? (
          <fieldset css={countsCss}>
            <legend className="visually-hidden">{t`Billetes y monedas`}</legend>
            {view.denominations.map((value) => (
              <div key={value}>
                <label css={labelCss} htmlFor={`${prefix}-d${value}`}>{money(value)}</label>
                <input
                  id={`${prefix}-d${value}`}
                  css={inputCss}
                  inputMode="numeric"
                  readOnly={locked}
                  value={view.values.counts[String(value)] ?? ''}
                  onChange={(event) => view.changeCount(value, event.target.value)}
                />
              </div>
            ))}
            <p id={idOf('amount')} tabIndex={-1} css={mutedCss}>{amountLabel}: {view.amount === null ? '—' : money(view.amount)}</p>
            {errorOf('amount')}
          </fieldset>
        ) : (
          <div>
            <label css={labelCss} htmlFor={idOf('amount')}>{amountLabel}</label>
            <input {...common('amount')} aria-describedby={`${common('amount')['aria-describedby'] ?? ''} ${idOf('amount')}-echo`.trim()} readOnly={locked} inputMode="decimal" autoComplete="off" value={view.values.amount} onChange={(event) => view.change('amount', event.target.value)} />
            {errorOf('amount')}
            <AmountEcho id={`${idOf('amount')}-echo`} minor={view.amount} money={money} />
          </div>
        )}
        {view.lastClosing !== null && (
          <dl css={summaryCss} aria-live="polite">
            <dt>{t`Último cierre contado`}</dt>
            <dd>{money(view.lastClosing.amount)}</dd>
            <dt>{t`Diferencia de apertura`}</dt>
            <dd>{view.lastClosing.difference === null ? '—' : money(view.lastClosing.difference)}</dd>
          </dl>
        )}
        {dialog === 'close' && view.session !== null && (
          <dl css={summaryCss} aria-live="polite">
            <dt>{t`Saldo esperado`}</dt>
            <dd>{money(view.session.expected_amount)}</dd>
            <dt>{t`Diferencia`}</dt>
            <dd>{view.preview === null ? '—' : money(view.preview.difference)}</dd>
          </dl>
        )}
        {view.preview?.needsApproval === true && (
          <p role="status">{t`La diferencia supera la tolerancia de ${money(view.tolerance)}: el cierre quedará esperando la aprobación de un administrador.`}</p>
        )}

        {view.insufficientCash !== null && (
          <p css={noticeCss} role="alert">{insufficientCashText(i18n, view.insufficientCash.available === null ? null : money(view.insufficientCash.available))}</p>
        )}
        {view.notice === 'failed' && (
          <div css={noticeCss} role="alert">
            <h3>{t`No se pudo guardar`}</h3>
            <p>{view.saveFailure === 'forbidden' ? t`Su rol no permite esta operación de caja.` : t`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.`}</p>
            <div><Button onClick={view.retrySubmit}>{t`Reintentar`}</Button></div>
          </div>
        )}
        {view.notice === 'conflict' && (
          <div css={noticeCss} role="alert">
            <h3>{t`La caja cambió`}</h3>
            <p>{t`Otra persona u otra pestaña cambió esta caja (se cerró, se aprobó o se abrió) mientras usted escribía. Lo que escribió se conserva: recargue para ver el estado actual.`}</p>
            <div><Button onClick={view.reload} disabled={view.busy}>{t`Recargar`}</Button></div>
          </div>
        )}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.cancel} disabled={view.submitting}>{t`Cancelar`}</Button>
          <Button type="submit" disabled={locked || view.notice !== 'none'}>{view.submitting ? t`Guardando…` : submitLabel}</Button>
        </div>
      </form>
    </Modal>
  );
}
