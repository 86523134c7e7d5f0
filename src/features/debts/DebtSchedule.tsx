import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { DueRow } from '../../../machines/receivables/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { DUE_STATUS_LABELS } from './debtDetailTexts.ts';

const scrollCss = css`overflow-x: auto; border: 1px solid ${color.border}; border-radius: ${radius.md};`;
const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; padding: ${space.sm} ${space.md}; font-weight: 600; }
  th, td { padding: ${space.xs} ${space.md}; border-block-start: 1px solid ${color.border}; text-align: start; white-space: nowrap; }
  thead th { background: ${color.surfaceAlt}; }
  .num { text-align: end; font-variant-numeric: tabular-nums; }
`;

/**
 * 'Cronograma' of a debt or a fee: each installment as it stands at the business date (the server
 * replays the payments). A debt carries no interest nor charges, so each row is one amount, unlike
 * a loan's installment (its own table in src/features/loans).
 */
export function DebtSchedule({ rows, money }: { rows: readonly DueRow[]; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  return (
    <div css={scrollCss}>
      <table css={tableCss}>
        <caption>{t`Cronograma`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`N°`}</th>
            <th scope="col">{t`Vencimiento`}</th>
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
              <td className="num">{money(row.total)}</td>
              <td className="num">{money(row.paid)}</td>
              <td className="num">{money(row.outstanding)}</td>
              <td>{i18n._(DUE_STATUS_LABELS[row.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
