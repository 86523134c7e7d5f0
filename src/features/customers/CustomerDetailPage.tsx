import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { connectCustomerDetail, CUSTOMER_FIELDS, type Customer } from '../../../machines/customers/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { HistoryPanel, type HistoryTexts } from '../../components/HistoryPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { buttonCss, Card } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { CustomerHoldings } from './CustomerHoldings.tsx';
import { provideCustomerDetail } from './customersLogic.ts';
import { FIELD_ORDER, fieldDir, fieldLabel, valueText } from './customerTexts.ts';

const stackCss = css`display: grid; gap: ${space.lg};`;
const fieldsCss = css`display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: ${space.sm} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; }`;
const headCss = css`display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; }`;
const sectionCss = css`h3 { margin: 0 0 ${space.xs}; font-size: ${font.size.md}; } p { margin: 0 0 ${space.md}; }`;

const mayEdit = selectCan('customer.edit');

/** 'Historial' names the customer's fields and says their values as the detail does. */
const HISTORY_TEXTS: HistoryTexts = { fieldLabel, valueText: (i18n, field, value) => valueText(i18n, field, value), fieldDir, fieldOrder: FIELD_ORDER };

/** Loads one customer (the detail, or the form that edits it); 404 and 403 said plainly. */
function useCustomer(id: number) {
  const detail = useScreenActor((sofia) => provideCustomerDetail(sofia.deps), { input: { id } });
  return useView(detail, connectCustomerDetail);
}

function Refused({ reason }: { reason: 'notFound' | 'forbidden' }) {
  const { t } = useLingui();
  return (
    <Card>
      <div role="alert" css={sectionCss}>
        <h2>{reason === 'notFound' ? t`No existe ese cliente` : t`Sin acceso`}</h2>
        <p>{reason === 'notFound' ? t`Puede que el enlace esté mal escrito.` : t`Su rol no permite ver los clientes.`}</p>
        <Link to="/clientes">{t`Volver a Clientes`}</Link>
      </div>
    </Card>
  );
}

function Fields({ customer }: { customer: Customer }) {
  const { i18n } = useLingui();
  return (
    <dl css={fieldsCss}>
      {CUSTOMER_FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{fieldLabel(i18n, field)}</dt>
          <dd dir={fieldDir(field)}>{valueText(i18n, field, customer[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /clientes/{id}: the customer's fields, 'Editar', what they have, and 'Historial'. */
export function CustomerDetailPage({ id }: { id: number }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const canEdit = useSelector(app.session, mayEdit);
  const view = useCustomer(id);
  const trail = [{ label: i18n._(ROUTE_TITLES.clientes), to: '/clientes' }];

  return (
    <>
      <PageHeader title={view.customer?.name ?? i18n._(ROUTE_TITLES.clientes)} trail={trail} />
      {view.refused !== null ? (
        <Refused reason={view.refused} />
      ) : (
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando cliente…`} failed={t`No se pudo cargar el cliente`}>
          {view.customer !== null && (
            <div css={stackCss}>
              <Card labelledBy="customer-data">
                <div css={headCss}>
                  <h2 id="customer-data">{t`Datos del cliente`}</h2>
                  {canEdit && <Link css={buttonCss} to={`/clientes/${view.customer.id}/editar`}>{t`Editar`}</Link>}
                </div>
                <Fields customer={view.customer} />
              </Card>
              <Card labelledBy="customer-holdings">
                <h2 id="customer-holdings" css={css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`}>{t`Lo que tiene el cliente`}</h2>
                <CustomerHoldings customerId={view.customer.id} />
              </Card>
              <HistoryPanel record={{ area: 'clientes', id: view.customer.id }} texts={HISTORY_TEXTS} />
            </div>
          )}
        </LoadState>
      )}
    </>
  );
}

/** /clientes/{id}/editar: the stored customer loaded, then the form started from it. */
export function EditCustomerPage({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const view = useCustomer(id);
  const trail = [{ label: i18n._(ROUTE_TITLES.clientes), to: '/clientes' }];
  return (
    <>
      <PageHeader title={t`Editar cliente`} trail={trail} />
      {view.refused !== null ? (
        <Refused reason={view.refused} />
      ) : (
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando cliente…`} failed={t`No se pudo cargar el cliente`}>
          {view.customer !== null && <CustomerForm customer={view.customer} />}
        </LoadState>
      )}
    </>
  );
}
