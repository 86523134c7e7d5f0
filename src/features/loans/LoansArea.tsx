import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useParams, useRoutes } from 'react-router-dom';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { LoanDetailPage } from './LoanDetailPage.tsx';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { recordIdOf } from '../../lib/recordId.ts';
import { LoanForm } from './LoanForm.tsx';
import { LoansListPage } from './LoansListPage.tsx';

/** 'Nuevo préstamo': the form starts once the location's currency and business date are known. */
const mayApply = selectCan('loan.create');

function NewLoanPage() {
  const { t, i18n } = useLingui();
  const app = useApp();
  const allowed = useSelector(app.session, mayApply);
  const { format, conventions, businessDate, failed, retry, money } = useActiveLocation();
  const ready = format !== null && conventions !== null && businessDate !== null;
  // Loaded, but the business has no location yet: no currency to type an amount in.
  const noLocation = format === null && businessDate !== null && !failed;
  return (
    <>
      <PageHeader title={t`Nuevo préstamo`} trail={[{ label: i18n._(ROUTE_TITLES.prestamos), to: '/prestamos' }]} />
      {!allowed && <p role="alert">{t`Su rol no permite solicitar préstamos.`}</p>}
      {allowed && noLocation && <p role="alert">{t`Configure la ubicación del negocio (su moneda) antes de solicitar préstamos.`}</p>}
      {allowed && !noLocation && <LoadState state={ready ? 'ready' : failed ? 'failed' : 'loading'} retry={retry} loading={t`Cargando la ubicación…`} failed={t`No se pudo cargar la ubicación`}>
        {ready && <LoanForm digits={format.digits} conventions={conventions} businessDate={businessDate} money={money} />}
      </LoadState>}
    </>
  );
}

function WithId({ payments }: { payments?: PaymentsSlot }) {
  const { t } = useLingui();
  const id = recordIdOf(useParams().id);
  if (id === null) return <p role="alert">{t`No existe ese préstamo`}</p>;
  return <LoanDetailPage key={id} id={id} payments={payments} />;
}

/**
 * 'Préstamos' (/prestamos/*): the list, 'Nuevo préstamo', a loan's page. `payments` fills the loan
 * page's payments slot: src/app composes it from the loan payments feature (a feature never
 * imports another).
 */
export function LoansArea({ payments }: { payments?: PaymentsSlot }) {
  return useRoutes([
    { index: true, element: <LoansListPage /> },
    { path: 'nuevo', element: <NewLoanPage /> },
    { path: ':id', element: <WithId payments={payments} /> },
    { path: '*', element: <WithId payments={payments} /> },
  ]);
}
