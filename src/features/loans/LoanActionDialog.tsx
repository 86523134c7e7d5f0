import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { LOAN_ACTION_SPECS, type LoanActionFailure, type LoanDetailView } from '../../../machines/loans/loanScreens.ts';
import { waivableCharges, waivableRows } from '../../../machines/loans/lateCharge.ts';
import { RecordActionDialog } from '../../components/screen/RecordActionDialog.tsx';
import { mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';
import { ACTION_FAILURES, ACTION_TEXTS, REASON_ERRORS } from './loanTexts.ts';

const factsCss = css`display: grid; grid-template-columns: max-content 1fr; gap: ${space.xs} ${space.md}; margin: 0; dt { font-weight: 600; } dd { margin: 0; }`;

/**
 * One loan action's dialog ('Aprobar', 'Rechazar', 'Desembolsar'…): the record page kit's dialog
 * with the loan's texts, a 'Motivo' where the contract requires one. It restates what the action
 * acts on — the customer and the amount, and for 'Desembolsar' the box the cash goes out of — and,
 * for 'Aprobar' and 'Rechazar', whether the location's four eyes apply.
 */
export function LoanActionDialog({ view }: { view: LoanDetailView }) {
  const { t, i18n } = useLingui();
  const { money, fourEyes } = useActiveLocation();
  const dialog = view.dialog;
  const loan = view.record;
  if (dialog === null || loan === null) return null;
  const texts = ACTION_TEXTS[dialog.action];
  const spec = LOAN_ACTION_SPECS[dialog.action];
  const disbursing = dialog.action === 'disburse';
  const session = loan.disbursement_session;
  // 'Condonar recargos': every installment's, or the one chosen.
  const waivable = dialog.action === 'waiveCharge' ? waivableRows(loan.schedule) : [];
  const chosen = dialog.choice === '' ? waivable : waivable.filter((row) => String(row.number) === dialog.choice);
  const toWaive = chosen.reduce((sum, row) => sum + waivableCharges(row), 0);
  const allCharges = waivable.reduce((sum, row) => sum + waivableCharges(row), 0);
  return (
    <RecordActionDialog
      view={view}
      title={i18n._(texts.button)}
      question={i18n._(texts.question)}
      confirmLabel={i18n._(texts.confirm)}
      reason={spec.needsReason}
      failureText={(failure) => i18n._(ACTION_FAILURES[failure as LoanActionFailure])}
      reasonErrorText={(error) => i18n._(REASON_ERRORS[error])}
      reloadFailedText={t`No se pudo recargar el préstamo. Intente nuevamente.`}
      choice={
        dialog.action === 'waiveCharge'
          ? {
              label: t`Cuota`,
              options: [
                { value: '', label: t`Todas las cuotas (${money(allCharges)})` },
                ...waivable.map((row) => ({ value: String(row.number), label: t`Cuota ${row.number} (${money(waivableCharges(row))})` })),
              ],
            }
          : undefined
      }
    >
      <dl css={factsCss} aria-label={t`Lo que confirma`}>
        <dt>{t`Cliente`}</dt>
        <dd><bdi>{loan.customer_name}</bdi></dd>
        <dt>{t`Monto`}</dt>
        <dd><bdi>{money(loan.principal)}</bdi></dd>
        {dialog.action === 'waiveCharge' && (
          <>
            <dt>{t`Recargos a condonar`}</dt>
            <dd><bdi>{money(toWaive)}</bdi></dd>
          </>
        )}
        {disbursing && (
          <>
            <dt>{t`Sale de la caja`}</dt>
            <dd>{session === null ? t`Usted no tiene una caja abierta: ábrala en Caja antes de desembolsar.` : <bdi>{t`${session.box_name} (sesión N° ${session.id})`}</bdi>}</dd>
          </>
        )}
      </dl>
      {spec.fourEyes && (
        <p css={mutedCss}>
          {fourEyes
            ? t`Otra persona debe aprobar: quien presentó la solicitud no puede aprobarla ni rechazarla (cuatro ojos).`
            : t`Esta ubicación permite aprobar solicitudes propias (cuatro ojos desactivado).`}
        </p>
      )}
    </RecordActionDialog>
  );
}
