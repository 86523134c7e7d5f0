import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoanFrequency, LoanRates, Schedule, TermsProblem } from '../../../machines/loans/loanScreens.ts';
import { LoanRatesFigures } from './LoanRatesFigures.tsx';
import { TERMS_PROBLEM_TEXTS } from './loanTexts.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { mutedCss } from '../../components/ui.tsx';
import { moneyTableCss } from '../../components/DueSchedule.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { space } from '../../styles/tokens.ts';

const totalsCss = css`display: grid; grid-template-columns: max-content max-content; gap: ${space.xs} ${space.lg}; margin: ${space.md} 0 0; dt { font-weight: 600; } dd { margin: 0; font-variant-numeric: tabular-nums; }`;
const noteCss = css`margin: ${space.sm} 0 0;`;

/**
 * 'Vista previa del cronograma': every row of the schedule the terms make (the function the server
 * stores the schedule with), its totals, and a note when the last installment differs by rounding.
 */
export function SchedulePreview({
  schedule,
  problem = null,
  money,
  method,
  rates = null,
  frequency,
}: {
  schedule: Schedule | null;
  problem?: TermsProblem | null;
  money: (minor: number) => string;
  /** The chosen 'Método' as typed in the form (a LoanMethod once valid). */
  method: string;
  /** The rate per period, TEA and CFT of this schedule (null: not shown). */
  rates?: LoanRates | null;
  frequency: LoanFrequency;
}) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  if (schedule === null && problem !== null) return <p css={mutedCss} role="status">{i18n._(TERMS_PROBLEM_TEXTS[problem])}</p>;
  if (schedule === null) {
    return <p css={mutedCss} role="status">{t`La vista previa aparece cuando el monto, la tasa, las cuotas y el primer vencimiento son válidos.`}</p>;
  }
  const first = schedule.rows[0];
  const last = schedule.rows[schedule.rows.length - 1];
  const lastInstallment = last === undefined ? '' : money(last.total);
  const regularInstallment = money(schedule.installment);
  return (
    <div>
      <ScrollRegion label={t`Vista previa del cronograma`}>
        <table css={moneyTableCss}>
          <caption>{t`Vista previa del cronograma`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`N°`}</th>
              <th scope="col">{t`Vencimiento`}</th>
              <th scope="col" className="num">{t`Capital`}</th>
              <th scope="col" className="num">{t`Interés`}</th>
              <th scope="col" className="num">{t`Cuota`}</th>
              <th scope="col" className="num">{t`Saldo`}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.rows.map((row) => (
              <tr key={row.number}>
                <th scope="row">{row.number}</th>
                <td>{formatBusinessDate(row.dueDate, locale)}</td>
                <td className="num">{money(row.principal)}</td>
                <td className="num">{money(row.interest)}</td>
                <td className="num">{money(row.total)}</td>
                <td className="num">{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl css={totalsCss}>
        <dt>{t`Total de intereses`}</dt>
        <dd>{money(schedule.totalInterest)}</dd>
        <dt>{t`Total a pagar`}</dt>
        <dd>{money(schedule.totalPayable)}</dd>
      </dl>
      {rates !== null && <LoanRatesFigures rates={rates} frequency={frequency} />}
      {method === 'equalPrincipal' ? (
        // The installment falls by design (interest on a falling balance); only the last principal is rounding.
        <p css={[mutedCss, noteCss]}>
          {t`Con capital constante la cuota baja en cada período, porque el interés se calcula sobre el saldo.`}
          {schedule.lastDiffers && last !== undefined && first !== undefined && (
            <> {t`El capital de la última cuota (${money(last.principal)}) difiere del de las demás (${money(first.principal)}) por el redondeo de los centavos.`}</>
          )}
        </p>
      ) : (
        schedule.lastDiffers &&
        last !== undefined && (
          <p css={[mutedCss, noteCss]}>
            {t`La última cuota (${lastInstallment}) difiere de las demás (${regularInstallment}) por el redondeo de los centavos: toma el capital que queda.`}
          </p>
        )
      )}
    </div>
  );
}
