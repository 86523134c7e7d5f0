import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoanDetail, ScheduleVersion } from '../../../machines/loans/loanScreens.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { moneyTableCss } from '../../components/DueSchedule.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { space } from '../../styles/tokens.ts';

const listCss = css`display: grid; gap: ${space.sm}; margin: 0; padding: 0; list-style: none; summary { cursor: pointer; }`;

/**
 * 'Versiones del cronograma' (#32): once a prepayment made a new schedule version, every version
 * of the loan, oldest first — the agreed one, then each prepayment's mode, value date, payment, who
 * and when, in effect or reversed — each readable as its rows (a `details` the user opens).
 */
export function ScheduleVersions({ loan, money }: { loan: LoanDetail; money: (minor: number) => string }) {
  const { t } = useLingui();
  const locale = useSelector(useApp().settings, selectLocale);
  if (loan.schedule_versions.length === 0) return null;
  const date = (value: string) => formatBusinessDate(value, locale);
  const summaryOf = (version: ScheduleVersion): string => {
    const state = version.in_effect ? t`vigente` : version.reversed ? t`prepago revertido` : t`reemplazada`;
    if (version.mode === null || version.value_date === null) return t`Versión ${version.version}: cronograma acordado (${state})`;
    const mode = version.mode === 'fewerInstallments' ? t`Menos cuotas` : t`Cuota menor`;
    const made = version.created_at === null ? version.value_date : version.created_at.slice(0, 10);
    return t`Versión ${version.version}: ${mode}, prepago del ${date(version.value_date)} (pago N° ${version.payment_id ?? ''}), registrado por ${version.created_by ?? ''} el ${date(made)} (${state})`;
  };
  return (
    <section aria-labelledby="loan-schedule-versions">
      <h3 id="loan-schedule-versions">{t`Versiones del cronograma`}</h3>
      <p css={mutedCss}>{t`Cada prepago con 'Menos cuotas' o 'Cuota menor' crea una versión nueva; la anterior se conserva. Revertir el prepago vuelve a la versión anterior.`}</p>
      <ul css={listCss}>
        {loan.schedule_versions.map((version) => {
          const caption = t`Versión ${version.version} del cronograma`;
          return (
            <li key={version.version}>
              <details>
                <summary>
                  <bdi>{summaryOf(version)}</bdi>
                </summary>
                <ScrollRegion label={caption}>
                  <table css={moneyTableCss}>
                    <caption>{caption}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t`N°`}</th>
                        <th scope="col">{t`Vencimiento`}</th>
                        <th scope="col" className="num">{t`Capital`}</th>
                        <th scope="col" className="num">{t`Interés`}</th>
                        <th scope="col" className="num">{t`Cuota`}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {version.rows.map((row) => (
                        <tr key={row.number}>
                          <th scope="row">{row.prepayment ? t`${row.number} (prepago)` : row.number}</th>
                          <td>{date(row.due_date)}</td>
                          <td className="num">{money(row.principal)}</td>
                          <td className="num">{money(row.interest)}</td>
                          <td className="num">{money(row.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
