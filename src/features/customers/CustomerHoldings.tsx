import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { connectCustomerOwed, customerOwedMachine } from '../../../machines/customers/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { can } from '../../../machines/permissions.ts';
import { fromApi } from '../../api/fromApi.ts';
import { useApp } from '../../app/AppContext.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { font, space } from '../../styles/tokens.ts';
import { HOLDING_KINDS, type HoldingKind } from './customerHoldings.ts';
import { OWED_KIND_LABELS } from './customerTexts.ts';

const listCss = css`list-style: none; margin: 0 0 ${space.md}; padding: 0; display: grid; gap: ${space.xs};`;
const sectionCss = css`h3 { margin: 0 0 ${space.xs}; font-size: ${font.size.md}; } p { margin: 0 0 ${space.md}; }`;
const totalCss = css`margin: 0 0 ${space.md}; dl { display: grid; grid-template-columns: fit-content(60%) minmax(0, 1fr); gap: ${space.xs} ${space.lg}; margin: 0; } dt { font-weight: 600; } dd { margin: 0; } .total { font-size: ${font.size.lg}; }`;

/** One kind's records of the customer: each (N°, amount, balance) linking to its page. */
function Holding({ kind, customerId }: { kind: HoldingKind; customerId: number }) {
  const { t, i18n } = useLingui();
  const { money } = useActiveLocation();
  const list = useScreenActor((sofia) => kind.machine(sofia.deps, customerId));
  const view = useView(list, connectRecordsList);
  if (view.face === 'forbidden') return <p css={mutedCss}>{i18n._(kind.forbidden)}</p>;
  return (
    <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={i18n._(kind.loading)} failed={i18n._(kind.failed)}>
      {view.rows.length === 0 ? (
        <p css={mutedCss}>{i18n._(kind.none)}</p>
      ) : (
        <ul css={listCss}>
          {view.rows.map((row) => {
            // The rows are the kind's own (its chart's): lineOf reads them.
            const line = kind.lineOf(row as never);
            const amount = money(line.amount);
            const balance = money(line.balance);
            const rest = money(line.toRun ?? 0);
            return (
              <li key={line.id}>
                <Link to={line.to}>{i18n._(line.title)}</Link> ·{' '}
                {line.toRun === null ? t`Monto ${amount}, saldo ${balance}` : t`Alquiler ${amount}, adeudado a la fecha ${balance}, resto del contrato ${rest}`}
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}

/** 'Total adeudado': what the customer owes across every receivable the user may see, by kind. */
function CustomerOwed({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const { money } = useActiveLocation();
  const actor = useScreenActor((sofia) => customerOwedMachine.provide({ actors: { loadOwed: fromApi(sofia.deps.api.customerOwed) } }), { input: { customerId } });
  const view = useView(actor, connectCustomerOwed);
  const state = view.state === 'shown' ? 'ready' : view.state;
  return (
    <section css={totalCss} aria-labelledby="customer-owed">
      <h3 id="customer-owed" css={css`margin: 0 0 ${space.xs}; font-size: ${font.size.md};`}>{t`Total adeudado`}</h3>
      <LoadState state={state} retry={view.retry} loading={t`Cargando lo adeudado…`} failed={t`No se pudo calcular lo adeudado`}>
        {view.owed !== null && (
          <dl>
            {view.owed.parts.map((part) => (
              <div key={part.kind} style={{ display: 'contents' }}>
                <dt>{part.kind === 'rental' ? t`Alquileres (adeudado a la fecha)` : i18n._(OWED_KIND_LABELS[part.kind])}</dt>
                <dd>{money(part.balance)}</dd>
              </div>
            ))}
            <dt className="total">{t`Total`}</dt>
            <dd className="total">{money(view.owed.total)}</dd>
            {view.owed.parts.some((part) => part.kind === 'rental') && (
              <>
                <dt>{t`Alquileres: resto de los contratos (aún no vencido, fuera del total)`}</dt>
                <dd>{money(view.owed.rentals_to_run)}</dd>
              </>
            )}
          </dl>
        )}
      </LoadState>
    </section>
  );
}

/** 'Lo que tiene el cliente': the total owed, then each kind the user may see. */
export function CustomerHoldings({ customerId }: { customerId: number }) {
  const { i18n } = useLingui();
  const app = useApp();
  const permissions = useSelector(app.session, selectPermissions);
  return (
    <>
      <CustomerOwed customerId={customerId} />
      {HOLDING_KINDS.filter((kind) => can(permissions, kind.view)).map((kind) => (
        <section key={kind.key} css={sectionCss}>
          <h3>{i18n._(kind.title)}</h3>
          <Holding kind={kind} customerId={customerId} />
        </section>
      ))}
    </>
  );
}
