import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { loanAllows, type LoanDetail } from '../../../machines/loans/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { Button } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { RegisterPaymentDialog } from './RegisterPaymentDialog.tsx';

const mayPay = selectCan('loanPayment.create');

/**
 * 'Registrar pago' on a loan's page: shown with loanPayment.create while the loan's chart takes a
 * payment (active); it opens the dialog, and `onChanged` tells the page to load the loan again
 * once a payment was posted.
 */
export function RegisterPaymentButton({ loan, onChanged }: { loan: LoanDetail; onChanged(): void }) {
  const { t } = useLingui();
  const app = useApp();
  const canPay = useSelector(app.session, mayPay);
  const active = useActiveLocation();
  const [open, setOpen] = useState(false);
  const onClose = useCallback(
    (posted: boolean) => {
      setOpen(false);
      if (posted) onChanged();
    },
    [onChanged],
  );
  if (!canPay || !loanAllows(loan.status, 'PAYMENT') || active.format === null) return null;
  const digits = active.format.digits;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t`Registrar pago`}</Button>
      {open && <RegisterPaymentDialog loan={loan} digits={digits} money={active.money} onClose={onClose} />}
    </>
  );
}
