import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PERIOD_PRESETS, type AnalyticsView } from '../../../machines/analytics/index.ts';
import { Button, inputCss, labelCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { PERIOD_ERROR_TEXTS, PRESET_LABELS } from './analyticsTexts.ts';

const formCss = css`display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${space.md}; margin: 0;`;
const fieldCss = css`display: grid; min-width: 150px; flex: 0 1 180px;`;
const presetsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; margin: 0; padding: 0; border: 0;`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;

/**
 * The period of 'Analítica': two dates and 'Aplicar', or a preset. What is typed stays here until
 * it is applied; the machine checks the period (analytics.rules.ts) and names the field at fault.
 */
export function PeriodForm({ view }: { view: AnalyticsView }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [from, setFrom] = useState(view.period?.from ?? '');
  const [to, setTo] = useState(view.period?.to ?? '');
  // A period applied (a preset, an answer) shows in the fields; typing is kept until then.
  const [shown, setShown] = useState(view.period);
  if (view.period !== shown) {
    setShown(view.period);
    setFrom(view.period?.from ?? '');
    setTo(view.period?.to ?? '');
  }
  const error = view.periodError;
  const errorId = `${id}-error`;
  const invalid = (field: 'from' | 'to') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.choosePeriod(from, to);
  };
  return (
    // noValidate: the period's rule (the machine's) says what is wrong, in the app's words and
    // language, instead of the browser's bubble stopping the submit.
    <form css={formCss} onSubmit={submit} aria-label={t`Periodo`} noValidate>
      <div css={fieldCss}>
        <label css={labelCss} htmlFor={`${id}-from`}>{t`Desde`}</label>
        <input css={inputCss} id={`${id}-from`} type="date" value={from} max={view.businessDate ?? undefined} onChange={(e) => setFrom(e.target.value)} {...invalid('from')} />
      </div>
      <div css={fieldCss}>
        <label css={labelCss} htmlFor={`${id}-to`}>{t`Hasta`}</label>
        <input css={inputCss} id={`${id}-to`} type="date" value={to} max={view.businessDate ?? undefined} onChange={(e) => setTo(e.target.value)} {...invalid('to')} />
      </div>
      <Button type="submit" disabled={view.businessDate === null}>{t`Aplicar`}</Button>
      <fieldset css={presetsCss}>
        <legend className="visually-hidden">{t`Periodos frecuentes`}</legend>
        {PERIOD_PRESETS.map((preset) => (
          <Button key={preset} variant="secondary" aria-pressed={view.preset === preset} disabled={view.businessDate === null}
            onClick={() => view.choosePreset(preset)}>
            {i18n._(PRESET_LABELS[preset])}
          </Button>
        ))}
      </fieldset>
      <Button variant="secondary" onClick={view.reload} disabled={view.busy} aria-busy={view.busy || undefined}>
        {view.busy ? t`Actualizando…` : t`Actualizar`}
      </Button>
      {error !== null && <p id={errorId} role="alert" css={errorCss}>{i18n._(PERIOD_ERROR_TEXTS[error.reason])}</p>}
    </form>
  );
}
