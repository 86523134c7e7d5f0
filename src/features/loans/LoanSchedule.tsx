import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { InstallmentRow } from '../../../machines/loans/loanScreens.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { INSTALLMENT_STATUS_LABELS } from './loanTexts.ts';
import { moneyTableCss, scrollCss } from './SchedulePreview.tsx';

/** 'Cronograma' of a loan: each installment as it stands at the business date (the server derives its status). */
export function LoanSchedule({ rows, money }: { rows: readonly InstallmentRow[]; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  return (
    <div css={scrollCss}>
      <table css={moneyTableCss}>
        <caption>{t`Cronograma`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`N°`}</th>
            <th scope="col">{t`Vencimiento`}</th>
            <th scope="col" className="num">{t`Capital`}</th>
            <th scope="col" className="num">{t`Interés`}</th>
            <th scope="col" className="num">{t`Cargos`}</th>
            <th scope="col" className="num">{t`Cuota`}</th>
            <th scope="col" className="num">{t`Pagado`}</th>
            <th scope="col" className="num">{t`Por pagar`}</th>
            <th scope="col">{t`Estado`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              <td>{formatBusinessDate(row.due_date, locale)}</td>
              <td className="num">{money(row.principal)}</td>
              <td className="num">{money(row.interest)}</td>
              <td className="num">{money(row.charges)}</td>
              <td className="num">{money(row.total)}</td>
              <td className="num">{money(row.paid)}</td>
              <td className="num">{money(row.outstanding)}</td>
              <td>{i18n._(INSTALLMENT_STATUS_LABELS[row.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
