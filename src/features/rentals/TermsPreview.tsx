import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { TermsPreview as Preview } from '../../../machines/rentals/rentalForm.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';

/** A scrolling box (both ways: a contract may have 260 terms), so the page keeps its width and the form stays in reach. */
const scrollCss = css`overflow: auto; max-height: 28rem; border: 1px solid ${color.border}; border-radius: ${radius.md};`;
const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.sm};
  caption { text-align: start; padding: ${space.sm} ${space.md}; font-weight: 600; }
  th, td { padding: ${space.xs} ${space.md}; border-block-start: 1px solid ${color.border}; text-align: start; white-space: nowrap; }
  thead th { background: ${color.surfaceAlt}; position: sticky; top: 0; }
  .num { text-align: end; font-variant-numeric: tabular-nums; }
`;
const totalsCss = css`display: grid; grid-template-columns: max-content max-content; gap: ${space.xs} ${space.lg}; margin: ${space.md} 0 0; dt { font-weight: 600; } dd { margin: 0; font-variant-numeric: tabular-nums; }`;

/**
 * The live preview of 'Nuevo alquiler': every term the contract will have (the function the server
 * derives them with), its period, due date and rent, how many there are and what they add up to.
 */
export function TermsPreview({ preview, money }: { preview: Preview | null; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  if (preview === null) {
    return <p css={mutedCss} role="status">{t`La vista previa aparece cuando el alquiler, el día de vencimiento y las fechas son válidos.`}</p>;
  }
  return (
    <div>
      <div css={scrollCss} tabIndex={0} role="region" aria-label={t`Vista previa de los periodos`}>
        <table css={tableCss}>
          <caption>{t`Vista previa de los periodos`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`N°`}</th>
              <th scope="col">{t`Desde`}</th>
              <th scope="col">{t`Hasta`}</th>
              <th scope="col">{t`Vencimiento`}</th>
              <th scope="col" className="num">{t`Alquiler`}</th>
            </tr>
          </thead>
          <tbody>
            {preview.terms.map((term) => (
              <tr key={term.number}>
                <th scope="row">{term.number}</th>
                <td>{formatBusinessDate(term.from, locale)}</td>
                <td>{formatBusinessDate(term.to, locale)}</td>
                <td>{formatBusinessDate(term.dueDate, locale)}</td>
                <td className="num">{money(term.rent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl css={totalsCss}>
        <dt>{t`Periodos`}</dt>
        <dd>{i18n.number(preview.terms.length)}</dd>
        <dt>{t`Total del contrato`}</dt>
        <dd>{money(preview.totalRent)}</dd>
      </dl>
    </div>
  );
}
