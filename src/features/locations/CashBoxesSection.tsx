import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { connectCashBoxes, type CashBoxesView, type ManagedCashBox } from '../../../machines/cashbox/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { cashBoxNameErrorText, cashBoxRefusalText } from './cashBoxTexts.ts';
import { provideCashBoxes } from './locationsLogic.ts';

const sectionCss = css`margin-block-start: ${space.lg};`;
const headCss = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${space.sm}; margin-block-end: ${space.sm}; h2 { margin: 0; font-size: ${font.size.lg}; }`;
const scrollCss = css`overflow-x: auto;`;
const tableCss = css`width: 100%; border-collapse: collapse; th, td { padding: ${space.xs} ${space.sm}; text-align: start; border-block-start: 1px solid ${color.border}; } td.count { text-align: end; }`;
const rowActionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.xs};`;
const noticeCss = css`display: grid; gap: ${space.sm}; margin-block-end: ${space.sm}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

const mayManageBoxes = selectCan('cashbox.manage');

function BoxDialog({ view, inputId }: { view: CashBoxesView; inputId: string }) {
  const { t, i18n } = useLingui();
  const errorId = `${inputId}-error`;
  const refusalId = `${inputId}-refusal`;
  const described = [view.nameError ? errorId : '', view.refusal ? refusalId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Modal open={view.dialog !== null} title={view.dialog === 'rename' ? t`Renombrar caja` : t`Nueva caja`} onClose={view.cancel} busy={view.busy} width={460}>
      <form
        noValidate
        css={css`display: grid; gap: ${space.md};`}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        <div>
          <label css={labelCss} htmlFor={inputId}>{t`Nombre de la caja`} *</label>
          <input
            id={inputId}
            css={inputCss}
            type="text"
            dir="auto"
            autoComplete="off"
            value={view.name}
            aria-required
            aria-invalid={view.nameError !== null || view.refusal !== null || undefined}
            aria-describedby={described}
            onChange={(event) => view.changeName(event.target.value)}
          />
          {view.nameError !== null && <p id={errorId} css={errorCss}>{cashBoxNameErrorText(i18n, view.nameError)}</p>}
          {view.refusal !== null && <p id={refusalId} css={errorCss} role="alert">{cashBoxRefusalText(i18n, view.refusal)}</p>}
        </div>
        {view.saveFailure !== null && (
          <div css={noticeCss} role="alert">
            <p>{view.saveFailure === 'forbidden' ? t`Su rol no permite administrar las cajas.` : t`No se pudo guardar. Lo que escribió se conserva: compruebe la conexión e intente nuevamente.`}</p>
            <div><Button onClick={view.retrySubmit}>{t`Reintentar`}</Button></div>
          </div>
        )}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.cancel}>{t`Cancelar`}</Button>
          {view.saveFailure === null && <Button type="submit" disabled={view.busy} aria-busy={view.busy}>{view.busy ? t`Guardando…` : t`Guardar`}</Button>}
        </div>
      </form>
    </Modal>
  );
}

function BoxRow({ box, view, mayManage }: { box: ManagedCashBox; view: CashBoxesView; mayManage: boolean }) {
  const { t } = useLingui();
  const status = box.active ? (box.in_use ? t`Activa, en uso` : t`Activa`) : t`Desactivada`;
  const locked = view.busy || view.dialog !== null || view.togglingId !== null;
  return (
    <tr>
      <th scope="row" dir="auto">{box.name}</th>
      <td>{status}</td>
      <td className="count">{box.session_count}</td>
      {mayManage && (
        <td>
          <div css={rowActionsCss}>
            <Button variant="secondary" onClick={() => view.startRename(box)} disabled={locked} aria-label={t`Renombrar ${box.name}`}>{t`Renombrar`}</Button>
            {box.active ? (
              <Button variant="secondary" onClick={() => view.toggle(box)} disabled={locked || box.in_use} aria-label={t`Desactivar ${box.name}`}
                title={box.in_use ? t`Tiene una sesión sin cerrar` : undefined}>{t`Desactivar`}</Button>
            ) : (
              <Button variant="secondary" onClick={() => view.toggle(box)} disabled={locked} aria-label={t`Reactivar ${box.name}`}>{t`Reactivar`}</Button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}

/**
 * 'Cajas' of a location (its page in 'Configuración de ubicación'): its boxes, active and
 * deactivated; with `cashbox.manage`, 'Nueva caja', 'Renombrar', 'Desactivar' and 'Reactivar'.
 */
export function CashBoxesSection({ locationId }: { locationId: number }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const mayManage = useSelector(app.session, mayManageBoxes);
  const titleId = useId();
  const inputId = useId();
  const active = useActiveLocation();
  const actor = useScreenActor((sofia) => provideCashBoxes(sofia.deps, () => document.getElementById(inputId)?.focus(), active.reload), { input: { locationId } });
  const view = useView(actor, connectCashBoxes);
  const toggleFailed = view.saveFailure !== null && view.dialog === null;
  return (
    <div css={sectionCss}>
      <Card labelledBy={titleId}>
        <div css={headCss}>
          <h2 id={titleId}>{t`Cajas`}</h2>
          {mayManage && view.load === 'ready' && <Button onClick={view.startCreate} disabled={view.busy || view.dialog !== null}>{t`Nueva caja`}</Button>}
        </div>
        {view.load === 'loading' && <p role="status">{t`Cargando las cajas…`}</p>}
        {view.load === 'failed' && (
          <div css={noticeCss} role="alert">
            <p>{view.failure === 'forbidden' ? t`Su rol no permite ver las cajas.` : t`No se pudieron cargar las cajas. Compruebe la conexión e intente nuevamente.`}</p>
            {view.failure !== 'forbidden' && <div><Button onClick={view.retryLoad}>{t`Reintentar`}</Button></div>}
          </div>
        )}
        {view.load === 'ready' && (
          <>
            {view.activeCount === 0 && (
              <p role="note">
                {mayManage
                  ? t`Esta ubicación no tiene cajas activas: nadie puede abrir una caja ni mover dinero hasta que cree una con 'Nueva caja'.`
                  : t`Esta ubicación no tiene cajas activas. Pida a un administrador que cree una.`}
              </p>
            )}
            {view.refusal !== null && view.dialog === null && (
              <div css={noticeCss} role="alert">
                <p>{cashBoxRefusalText(i18n, view.refusal)}</p>
                <div><Button onClick={view.reload}>{t`Recargar`}</Button></div>
              </div>
            )}
            {toggleFailed && (
              <div css={noticeCss} role="alert">
                <p>{view.saveFailure === 'forbidden' ? t`Su rol no permite administrar las cajas.` : t`No se pudo cambiar la caja. Compruebe la conexión e intente nuevamente.`}</p>
                <div css={rowActionsCss}>
                  <Button onClick={view.retrySubmit}>{t`Reintentar`}</Button>
                  <Button variant="secondary" onClick={view.cancel}>{t`Cancelar`}</Button>
                </div>
              </div>
            )}
            {view.boxes.length > 0 && (
              <div css={scrollCss}>
                <table css={tableCss}>
                  <caption className="visually-hidden">{t`Cajas de la ubicación`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Nombre`}</th>
                      <th scope="col">{t`Estado`}</th>
                      <th scope="col">{t`Sesiones`}</th>
                      {mayManage && <th scope="col">{t`Acciones`}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {view.boxes.map((box) => <BoxRow key={box.id} box={box} view={view} mayManage={mayManage} />)}
                  </tbody>
                </table>
              </div>
            )}
            <p css={mutedCss}>{t`Una caja desactivada conserva sus sesiones y movimientos, pero ya no se puede abrir.`}</p>
          </>
        )}
      </Card>
      <BoxDialog view={view} inputId={inputId} />
    </div>
  );
}
