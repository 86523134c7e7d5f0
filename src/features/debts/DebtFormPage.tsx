import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { DEBT_ROUTES, type DebtKind } from '../../../machines/debts/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { DebtForm } from './DebtForm.tsx';
import { DEBT_FORM_TEXTS } from './debtFormTexts.ts';

const CREATE_CODE = { debt: 'debt.create', fee: 'fee.create' } as const;

/** 'Nueva deuda' (/deudas/nuevo) / 'Nuevo honorario' (/honorarios/nuevo): the form starts once the location's currency and business date are known. */
export function DebtFormPage({ kind }: { kind: DebtKind }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const [mayCreate] = useState(() => selectCan(CREATE_CODE[kind]));
  const allowed = useSelector(app.session, mayCreate);
  const { format, conventions, businessDate, failed, retry, money } = useActiveLocation();
  const ready = format !== null && conventions !== null && businessDate !== null;
  // Loaded, but the business has no location yet: no currency to type an amount in.
  const noLocation = format === null && businessDate !== null && !failed;
  const route = DEBT_ROUTES[kind];
  const texts = DEBT_FORM_TEXTS[kind];
  return (
    <>
      <PageHeader title={i18n._(texts.title)} trail={[{ label: i18n._(ROUTE_TITLES[route]), to: `/${route}` }]} />
      {!allowed && <p role="alert">{i18n._(texts.notAllowed)}</p>}
      {allowed && noLocation && <p role="alert">{t`Configure la ubicación del negocio (su moneda) antes de cargar importes.`}</p>}
      {allowed && !noLocation && (
        <LoadState state={ready ? 'ready' : failed ? 'failed' : 'loading'} retry={retry} loading={t`Cargando la ubicación…`} failed={t`No se pudo cargar la ubicación`}>
          {ready && <DebtForm kind={kind} digits={format.digits} conventions={conventions} businessDate={businessDate} money={money} />}
        </LoadState>
      )}
    </>
  );
}
