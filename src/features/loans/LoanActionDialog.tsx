import { useLingui } from '@lingui/react/macro';
import { LOAN_ACTION_SPECS, type LoanActionFailure, type LoanDetailView } from '../../../machines/loans/loanScreens.ts';
import { RecordActionDialog } from '../../components/screen/RecordActionDialog.tsx';
import { ACTION_FAILURES, ACTION_TEXTS, REASON_ERRORS } from './loanTexts.ts';

/**
 * One loan action's dialog ('Aprobar', 'Rechazar', 'Desembolsar'…): the record page kit's dialog
 * with the loan's texts, a 'Motivo' where the contract requires one.
 */
export function LoanActionDialog({ view }: { view: LoanDetailView }) {
  const { t, i18n } = useLingui();
  const dialog = view.dialog;
  if (dialog === null) return null;
  const texts = ACTION_TEXTS[dialog.action];
  return (
    <RecordActionDialog
      view={view}
      title={i18n._(texts.button)}
      question={i18n._(texts.question)}
      confirmLabel={i18n._(texts.confirm)}
      reason={LOAN_ACTION_SPECS[dialog.action].needsReason}
      failureText={(failure) => i18n._(ACTION_FAILURES[failure as LoanActionFailure])}
      reasonErrorText={(error) => i18n._(REASON_ERRORS[error])}
      reloadFailedText={t`No se pudo recargar el préstamo. Intente nuevamente.`}
    />
  );
}
