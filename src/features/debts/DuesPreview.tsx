import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { DebtDue } from '../../../machines/debts/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { moneyTableCss } from '../../components/DueSchedule.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

/**
 * 'Vista previa de las cuotas': every installment the values make (`debtDues`, the function the
 * server stores them with): the last one takes the rounding remainder, so the parts sum exactly.
 */
export function DuesPreview({ dues, money }: { dues: DebtDue[] | null; money: (minor: number) => string }) {
  const { t } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  if (dues === null) return <p css={mutedCss} role="status">{t`La vista previa aparece cuando el monto, las cuotas y el primer vencimiento son válidos.`}</p>;
  const total = dues.reduce((sum, due) => sum + due.amount, 0);
  return (
    <ScrollRegion label={t`Vista previa de las cuotas`}>
      <table css={moneyTableCss}>
        <caption>{t`Vista previa de las cuotas`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`N°`}</th>
            <th scope="col">{t`Vencimiento`}</th>
            <th scope="col" className="num">{t`Cuota`}</th>
          </tr>
        </thead>
        <tbody>
          {dues.map((due) => (
            <tr key={due.number}>
              <th scope="row">{due.number}</th>
              <td>{formatBusinessDate(due.dueDate, locale)}</td>
              <td className="num">{money(due.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>{t`Total a pagar`}</th>
            <td className="num">{money(total)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
