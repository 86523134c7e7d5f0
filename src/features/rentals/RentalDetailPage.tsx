import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { connectRentalDetail, RENTAL_ACTION_SPECS, rentalActionsFor, rentalDateBounds, rentalPayable, settlementPreview, type RentalAction, type RentalDateError, type RentalDetail } from '../../../machines/rentals/rentalScreens.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { RecordActionDialog } from '../../components/screen/RecordActionDialog.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { RentalContractFields } from './RentalContractFields.tsx';
import { provideRentalDetail } from './rentalDetailLogic.ts';
import { RENTAL_ACTION_FAILURES, RENTAL_ACTION_TEXTS, RENTAL_DATE_ERRORS, RENTAL_REASON_ERRORS, type RentalActionFailure } from './rentalDetailTexts.ts';
import { rentalHistoryTexts } from './rentalHistoryTexts.ts';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { RentalSettlement } from './RentalSettlement.tsx';
import { RentalTerms } from './RentalTerms.tsx';

const stackCss = css`display: grid; gap: ${space.lg};`;
const headCss = css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${space.md}; margin: 0 0 ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;
const sectionCss = css`h2 { margin: 0 0 ${space.xs}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;

/** The actions that end or undo something are the secondary buttons; the way forward is the primary one. */
const SECONDARY: ReadonlySet<RentalAction> = new Set(['discard', 'terminate']);

function Refused({ reason }: { reason: 'notFound' | 'forbidden' }) {
  const { t } = useLingui();
  return (
    <Card>
      <div role="alert" css={sectionCss}>
        <h2>{reason === 'notFound' ? t`No existe ese contrato de alquiler` : t`Sin acceso`}</h2>
        <p>{reason === 'notFound' ? t`Puede que el enlace esté mal escrito o que el contrato no sea de su cartera.` : t`Su rol no permite ver los alquileres.`}</p>
        <Link to="/alquileres">{t`Volver a Alquileres`}</Link>
      </div>
    </Card>
  );
}

/** The dialog's date field: the new end for 'Renovar', the termination date for 'Rescindir', with their bounds. */
function useDateField(action: RentalAction, rental: RentalDetail | null) {
  const { t } = useLingui();
  const bounds = rental === null ? null : rentalDateBounds(action, rental);
  if (bounds === null) return undefined;
  return { label: action === 'renew' ? t`Nueva fecha de fin` : t`Fecha de rescisión`, ...bounds };
}

/**
 * /alquileres/{id}: the contract's fields; the actions its chart and the user's permissions allow
 * (each a dialog: 'Renovar' asks a new end date, 'Rescindir' a date and a reason, 'Liquidar
 * depósito' previews the settlement); its terms; the settlement once closed; the payments slot;
 * 'Historial'.
 */
export function RentalDetailPage({ id, payments }: { id: number; payments?: PaymentsSlot }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const permissions = useSelector(app.session, selectPermissions);
  const { money } = useActiveLocation();
  const historyTexts = useMemo(() => rentalHistoryTexts(money), [money]);
  const actor = useScreenActor((sofia) => provideRentalDetail(sofia.deps), { input: { id } });
  const view = useView(actor, connectRentalDetail);
  const trail = [{ label: i18n._(ROUTE_TITLES.alquileres), to: '/alquileres' }];
  const rental = view.record;
  const offered = rental === null ? [] : rentalActionsFor(rental, permissions);
  const dialog = view.dialog;
  const date = useDateField(dialog?.action ?? 'sign', rental);

  return (
    <>
      <PageHeader title={t`Alquiler N° ${id}`} trail={trail} />
      {view.refused !== null ? (
        <Refused reason={view.refused} />
      ) : (
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando contrato…`} failed={t`No se pudo cargar el contrato`}>
          {rental !== null && (
            <div css={stackCss}>
              <Card labelledBy="rental-contract">
                <div css={headCss}>
                  <h2 id="rental-contract">{t`Datos del contrato`}</h2>
                  <div css={actionsCss}>
                    {/* The contract as it stands now (a payment taken at another desk, a signature meanwhile). */}
                    <Button variant="secondary" onClick={view.reload} disabled={view.reloading} aria-busy={view.reloading}>{t`Actualizar`}</Button>
                    {offered.map((action) => (
                      <Button key={action} variant={SECONDARY.has(action) ? 'secondary' : 'primary'} onClick={() => view.open(action)} disabled={view.reloading}>
                        {i18n._(RENTAL_ACTION_TEXTS[action].button)}
                      </Button>
                    ))}
                  </div>
                </div>
                {view.reloading && <p role="status" css={mutedCss}>{t`Actualizando el contrato…`}</p>}
                {view.reloadFailed && !view.reloading && dialog === null && <p role="alert">{t`No se pudo recargar el contrato. Intente nuevamente.`}</p>}
                <RentalContractFields rental={rental} money={money} />
              </Card>
              <Card labelledBy="rental-terms">
                <h2 id="rental-terms" css={titleCss}>{t`Períodos`}</h2>
                <RentalTerms rows={rental.terms} money={money} />
              </Card>
              {rental.settlement !== null && (
                <Card labelledBy="rental-settlement">
                  <h2 id="rental-settlement" css={titleCss}>{t`Liquidación del depósito`}</h2>
                  <RentalSettlement settlement={{ ...rental.settlement, stillOwed: rental.settlement.still_owed }} money={money} />
                </Card>
              )}
              {payments?.({ record: rentalPayable(rental), reload: view.reload })}
              <HistoryPanel record={{ area: 'alquileres', id: rental.id }} texts={historyTexts} />
            </div>
          )}
        </LoadState>
      )}
      {dialog !== null && (
        <RecordActionDialog
          view={view}
          title={i18n._(RENTAL_ACTION_TEXTS[dialog.action].button)}
          question={i18n._(RENTAL_ACTION_TEXTS[dialog.action].question)}
          confirmLabel={i18n._(RENTAL_ACTION_TEXTS[dialog.action].confirm)}
          // The failures are the kit's over RENTAL_ACTION_REFUSALS, the machine's refusals.
          failureText={(failure) => i18n._(RENTAL_ACTION_FAILURES[failure as RentalActionFailure])}
          reason={RENTAL_ACTION_SPECS[dialog.action].needsReason}
          date={date}
          reasonErrorText={(error) => i18n._(RENTAL_REASON_ERRORS[error])}
          // The date's codes are rentalInputErrors' (RentalDateError): the machine was made with that rule.
          dateErrorText={(code) => i18n._(RENTAL_DATE_ERRORS[code as RentalDateError])}
          reloadFailedText={t`No se pudo recargar el contrato. Intente nuevamente.`}
        >
          {dialog.action === 'settle' && rental !== null && (
            <section aria-label={t`Vista previa de la liquidación`}>
              <RentalSettlement settlement={settlementPreview(rental)} money={money} />
            </section>
          )}
        </RecordActionDialog>
      )}
    </>
  );
}
