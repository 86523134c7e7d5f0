import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { PAYMENT_KIND_INFO, type PayableRecord } from '../../../machines/payments/paymentKinds.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { can } from '../../../machines/permissions.ts';
import { useApp } from '../../app/AppContext.tsx';
import { Button } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { RegisterPaymentDialog } from './RegisterPaymentDialog.tsx';

/**
 * 'Registrar pago' on a record's page (a loan, a rental, a debt, a fee): shown while the record's
 * chart takes a payment (`record.payable`), the user holds the kind's create permission and the
 * location's currency is known; it opens the dialog, and `onChanged` tells the page to load the
 * record again once a payment was posted. `settle`: 'Liquidar' instead, a loan's early settlement at
 * its payoff quote (shown only where the record has one).
 */
export function RegisterPaymentButton({ record, onChanged, settle = false }: { record: PayableRecord; onChanged(): void; settle?: boolean }) {
  const { t } = useLingui();
  const app = useApp();
  const permissions = useSelector(app.session, selectPermissions);
  const active = useActiveLocation();
  const [open, setOpen] = useState(false);
  const onClose = useCallback(
    (posted: boolean) => {
      setOpen(false);
      if (posted) onChanged();
    },
    [onChanged],
  );
  if (!record.payable || !can(permissions, PAYMENT_KIND_INFO[record.kind].create) || active.format === null || active.conventions === null) return null;
  // A recovery (a written-off loan) asks the kind's recover code too.
  const recover = PAYMENT_KIND_INFO[record.kind].recover;
  if (record.recovery === true && (recover === undefined || !can(permissions, recover))) return null;
  // 'Liquidar': only where the record has a payoff quote (an active loan).
  if (settle && record.payoff == null) return null;
  const digits = active.format.digits;
  return (
    <>
      <Button variant={settle ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>{settle ? t`Liquidar` : t`Registrar pago`}</Button>
      {open && <RegisterPaymentDialog record={record} digits={digits} conventions={active.conventions} money={active.money} onClose={onClose} settle={settle} methods={active.paymentMethods} />}
    </>
  );
}
