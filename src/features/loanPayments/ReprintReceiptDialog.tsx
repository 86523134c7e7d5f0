import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PaymentWithReceipt } from '../../../machines/loanPayments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { useApp } from '../../app/AppContext.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { PaymentReceipt } from './PaymentReceipt.tsx';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/**
 * 'Imprimir recibo' of a stored payment: the receipt as the server builds it from the facts (GET
 * /pagos_prestamos/{id}), then the browser's print. A read with nothing to decide: one request,
 * cancelled when the dialog closes, and 'Reintentar' when it fails.
 */
export function ReprintReceiptDialog({ paymentId, money, onClose }: { paymentId: number; money(minor: Minor): string; onClose(): void }) {
  const { t } = useLingui();
  const app = useApp();
  const [answer, setAnswer] = useState<PaymentWithReceipt | 'loading' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    app.deps.api.getLoanPayment(paymentId, controller.signal).then(setAnswer, () => {
      if (!controller.signal.aborted) setAnswer('failed');
    });
    return () => controller.abort();
  }, [app, paymentId, attempt]);
  const number = paymentId;
  return (
    <Modal open title={t`Recibo de pago N° ${number}`} onClose={onClose} busy={answer === 'loading'} width={560}>
      <div css={bodyCss}>
        {answer === 'loading' && <p role="status">{t`Cargando recibo…`}</p>}
        {answer === 'failed' && <p role="alert">{t`No se pudo cargar el recibo.`}</p>}
        {typeof answer === 'object' && <PaymentReceipt receipt={answer.receipt} money={money} />}
        <div css={actionsCss}>
          {answer === 'failed' && (
            <Button variant="secondary" onClick={() => { setAnswer('loading'); setAttempt((n) => n + 1); }}>{t`Reintentar`}</Button>
          )}
          {typeof answer === 'object' && <Button variant="secondary" onClick={() => window.print()}>{t`Imprimir recibo`}</Button>}
          <Button onClick={onClose}>{t`Cerrar`}</Button>
        </div>
      </div>
    </Modal>
  );
}
