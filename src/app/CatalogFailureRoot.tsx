import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { CrashView } from '../pages/CrashPage.tsx';
import { GlobalStyles } from '../styles/GlobalStyles.tsx';

const NO_CATALOG = new Error('No language catalog could be loaded (not even Spanish).');

/** What start-up shows when no catalog could be loaded: the crash page in Spanish, never a blank page. */
export function CatalogFailureRoot({ i18n }: { i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <GlobalStyles />
      <CrashView error={NO_CATALOG} />
    </I18nProvider>
  );
}
