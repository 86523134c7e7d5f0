import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { LoanFrequency, LoanRates } from '../../../machines/loans/loanScreens.ts';
import { mutedCss } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { FREQUENCY_LABELS } from './loanTexts.ts';

const figuresCss = css`display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space.xs} ${space.lg}; margin: ${space.md} 0 0; dt { font-weight: 600; } dd { margin: 0; font-variant-numeric: tabular-nums; }`;
const noteCss = css`margin: ${space.sm} 0 0;`;

/**
 * The conventions staff are told (docs/loans.md, 'Rates staff are shown'): the rate per period,
 * the periods per year, the nominal annual rate, the TEA and the CFT (machines/loans/finance.ts),
 * on the 'Vista previa del cronograma' and on a loan's page.
 */
export function LoanRatesFigures({ rates, frequency }: { rates: LoanRates; frequency: LoanFrequency }) {
  const { t, i18n } = useLingui();
  const percent = (value: number, digits: number) => i18n.number(value, { style: 'percent', maximumFractionDigits: digits });
  const perPeriod = `${percent(rates.perPeriod, 4)} · ${i18n._(FREQUENCY_LABELS[frequency])}`;
  return (
    <>
      <dl css={figuresCss}>
        <dt>{t`Tasa por período`}</dt>
        <dd><bdi>{perPeriod}</bdi></dd>
        <dt>{t`Períodos por año`}</dt>
        <dd>{i18n.number(rates.periodsPerYear)}</dd>
        <dt>{t`Tasa nominal anual`}</dt>
        <dd><bdi>{percent(rates.nominalAnnual, 4)}</bdi></dd>
        <dt>{t`Tasa efectiva anual (TEA)`}</dt>
        <dd><bdi>{percent(rates.effectiveAnnual, 2)}</bdi></dd>
        <dt>{t`Costo financiero total (CFT)`}</dt>
        <dd><bdi>{percent(rates.totalFinancialCost, 2)}</bdi></dd>
      </dl>
      <p css={[mutedCss, noteCss]}>
        {t`Una tasa anual es nominal: se divide entre los períodos del año (12 mensuales, 26 quincenales, 52 semanales, 365 diarios).`}{' '}
        {t`La TEA es (1 + tasa por período) elevada a los períodos del año, menos 1. El CFT es la tasa anual de lo que el cliente paga frente a lo que recibe; sin comisiones, difiere de la TEA solo por el redondeo de los centavos.`}
      </p>
    </>
  );
}
