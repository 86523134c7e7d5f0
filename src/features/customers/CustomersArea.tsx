import { useLingui } from '@lingui/react/macro';
import { useParams, useRoutes } from 'react-router-dom';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { recordIdOf } from '../../lib/recordId.ts';
import { CustomerDetailPage, EditCustomerPage } from './CustomerDetailPage.tsx';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomersListPage } from './CustomersListPage.tsx';

function NewCustomerPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader title={t`Nuevo cliente`} trail={[{ label: i18n._(ROUTE_TITLES.clientes), to: '/clientes' }]} />
      <CustomerForm customer={null} />
    </>
  );
}

/** `:id` and `:id/editar`: the page keyed by the id, so another customer starts a fresh machine. */
function WithId({ edit }: { edit: boolean }) {
  const { t } = useLingui();
  const id = recordIdOf(useParams().id);
  if (id === null) return <p role="alert">{t`No existe ese cliente`}</p>;
  return edit ? <EditCustomerPage key={id} id={id} /> : <CustomerDetailPage key={id} id={id} />;
}

/** 'Clientes' (/clientes/*): the list, 'Nuevo cliente', a customer, and its edit form. */
export function CustomersArea() {
  return useRoutes([
    { index: true, element: <CustomersListPage /> },
    { path: 'nuevo', element: <NewCustomerPage /> },
    { path: ':id', element: <WithId edit={false} /> },
    { path: ':id/editar', element: <WithId edit /> },
    { path: '*', element: <WithId edit={false} /> },
  ]);
}
