import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Minor } from '../../../machines/money/minor.ts';
import type { PrepayMode } from '../../../machines/loans/loan.schema.ts';
import type { PrepaymentResult } from '../../../machines/loans/prepayment.ts';
import type { PrepayChoice, PrepayQuestion as Question } from '../../../machines/payments/index.ts';
import { labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';

const groupCss = css`display: grid; gap: ${space.sm}; label { font-weight: 600; } p { margin: 0 0 0 1.6em; }`;
const errorCss = css`margin: 0; color: ${color.danger}; font-size: ${font.size.sm};`;

export interface PrepayQuestionProps {
  question: Question;
  money(minor: Minor): string;
  disabled: boolean;
  onChoose(choice: PrepayChoice): void;
}

/**
 * An amount above what is due on an active loan: what the excess does (#32). 'Menos cuotas' and
 * 'Cuota menor' preview the new schedule version's installment and count (the pure rule the server
 * runs again); 'Adelantar las próximas cuotas' leaves the schedule as it is. A mode the rule refuses
 * says why (the whole principal: 'Liquidar') and cannot be chosen.
 */
export function PrepayQuestion({ question, money, disabled, onChoose }: PrepayQuestionProps) {
  const { t } = useLingui();
  const id = useId();
  const refusal = (result: PrepaymentResult): string | null => {
    if (result.ok) return null;
    if (result.code === 'prepaySettles') return t`Este monto cubre todo el capital: use 'Liquidar' para cancelar el préstamo.`;
    if (result.code === 'prepayTooSmall') return t`El excedente no cubre el interés corrido hasta hoy: no reduce capital.`;
    return t`Este monto no se puede aplicar como prepago.`;
  };
  const describe = (mode: PrepayMode, result: PrepaymentResult): string => {
    const refused = refusal(result);
    if (refused !== null || !result.ok) return refused ?? '';
    const { before, after } = result;
    return mode === 'fewerInstallments'
      ? t`Mantiene la cuota de ${money(after.installment)}: quedan ${after.count} cuotas en lugar de ${before.count}.`
      : t`Mantiene ${after.count} cuotas: la cuota baja de ${money(before.installment)} a ${money(after.installment)}.`;
  };
  const options: { choice: PrepayChoice; label: string; text: string; refused: boolean }[] = [
    { choice: 'fewerInstallments', label: t`Menos cuotas`, text: describe('fewerInstallments', question.options.fewerInstallments), refused: !question.options.fewerInstallments.ok },
    { choice: 'lowerInstallment', label: t`Cuota menor`, text: describe('lowerInstallment', question.options.lowerInstallment), refused: !question.options.lowerInstallment.ok },
    { choice: 'payAhead', label: t`Adelantar las próximas cuotas`, text: t`El cronograma no cambia: el excedente paga por adelantado las próximas cuotas, con sus intereses.`, refused: false },
  ];
  return (
    <div role="radiogroup" aria-labelledby={`${id}-legend`} aria-describedby={question.unanswered ? `${id}-error` : undefined} aria-invalid={question.unanswered ? true : undefined} css={groupCss}>
      <p id={`${id}-legend`} css={labelCss}>{t`¿Qué hace el excedente de ${money(question.excess)}?`}</p>
      {options.map((option) => (
        <div key={option.choice}>
          <label>
            <input
              type="radio"
              name={`${id}-prepay`}
              value={option.choice}
              checked={question.choice === option.choice}
              disabled={disabled || option.refused}
              aria-describedby={`${id}-${option.choice}`}
              onChange={() => onChoose(option.choice)}
            />{' '}
            {option.label}
          </label>
          <p id={`${id}-${option.choice}`} css={mutedCss}>{option.text}</p>
        </div>
      ))}
      <p css={mutedCss}>{t`'Menos cuotas' y 'Cuota menor' crean una nueva versión del cronograma; la anterior se puede consultar en el préstamo.`}</p>
      {question.unanswered && <p id={`${id}-error`} css={errorCss}>{t`Elija qué hace el excedente.`}</p>}
    </div>
  );
}
