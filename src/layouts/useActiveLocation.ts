import { useSelector } from '@xstate/react';
import {
  selectActiveLocationFailed,
  selectActiveLocationId,
  selectBusinessDate,
  selectFourEyes,
  selectMoneyFormat,
  selectNoLocation,
  selectPaymentMethods,
} from '../../machines/locations/activeLocation.machine.ts';
import type { Minor } from '../../machines/money/minor.ts';
import { numberConventions, type NumberConventions } from '../../machines/money/numberConventions.ts';
import { selectLocale } from '../../machines/settings/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { formatBusinessDate, formatMoney, type MoneyFormat } from '../i18n/format.ts';
import { intlLocaleOf } from '../i18n/locales.ts';
import { useLayout } from './LayoutContext.tsx';

const sameFormat = (a: MoneyFormat | null, b: MoneyFormat | null) => a?.currency === b?.currency && a?.digits === b?.digits;

/** What an amount shows while the location's currency is not known yet: never a guessed currency. */
export const UNKNOWN_AMOUNT = '…';

/**
 * The active location's settings as views use them: `money(minor)` in the location's currency and
 * minor digits and the active language, today's business date (the server's clock at the
 * location), and `reload()` after a location is saved. Any signed-in screen may call it.
 */
export function useActiveLocation() {
  const app = useApp();
  const { location } = useLayout();
  const format = useSelector(location, selectMoneyFormat, sameFormat);
  const businessDate = useSelector(location, selectBusinessDate);
  const failed = useSelector(location, selectActiveLocationFailed);
  const fourEyes = useSelector(location, selectFourEyes);
  const missing = useSelector(location, selectNoLocation);
  const locationId = useSelector(location, selectActiveLocationId);
  const paymentMethods = useSelector(location, selectPaymentMethods);
  const locale = useSelector(app.settings, selectLocale);
  return {
    format,
    failed,
    /** Someone other than the submitter must approve (the location's setting; on until known). */
    fourEyes,
    /** The business has no location yet: nothing that needs its currency can work. */
    missing,
    locationId,
    /** The payment methods the location takes ('Registrar pago' lists them); cash and transfer until known. */
    paymentMethods,
    businessDate,
    /** The business date in the active language ('23 nov 2026'); null before it is known. */
    businessDateText: businessDate === null ? null : formatBusinessDate(businessDate, locale),
    money: (minor: Minor): string => (format === null ? UNKNOWN_AMOUNT : formatMoney(minor, format, locale)),
    /** How the active language writes an amount of the location's currency: what money inputs read (machines/money parseAmount). */
    conventions: (format === null ? null : numberConventions(intlLocaleOf(locale), format.currency)) satisfies NumberConventions | null,
    reload: () => location.send({ type: 'location.changed' }),
    retry: () => location.send({ type: 'location.retried' }),
  };
}
