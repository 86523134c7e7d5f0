import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { LOCALES, selectPendingLocale, type Locale } from '../../machines/settings/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { LANGUAGE_NAMES } from '../i18n/locales.ts';
import { color, radius, space } from '../styles/tokens.ts';

const selectCss = css`
  min-height: 40px; padding-block: ${space.xs}; padding-inline: ${space.sm}; border-radius: ${radius.md};
  border: 1px solid ${color.border}; background: ${color.surface}; color: ${color.text}; width: 100%; max-width: 12rem;
`;
/** In the header's row the picker is what gives way on a phone (its text is cut, the header is not). */
const boxCss = css`min-width: 0; flex: 0 1 auto;`;

/** The 16 languages, each in its own name with its code. */
export function LanguagePicker() {
  const { settings } = useApp();
  const { t } = useLingui();
  const id = useId();
  const locale = useSelector(settings, selectPendingLocale);
  return (
    <div css={boxCss}>
      <label htmlFor={id} className="visually-hidden">
        {t`Idioma`}
      </label>
      <select
        id={id}
        css={selectCss}
        value={locale}
        onChange={(event) => settings.send({ type: 'locale.chosen', locale: event.target.value as Locale })}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code === 'ae' ? 'ar' : code}>
            {`${LANGUAGE_NAMES[code]} (${code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
