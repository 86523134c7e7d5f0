import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { LOAN_CUSTOMER_FILTER, loansListMachine, type LoanSortColumn } from '../../../machines/loans/loanScreens.ts';
import { connectRecordsList, type ListQuery } from '../../../machines/records/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { Link } from 'react-router-dom';
import { space } from '../../styles/tokens.ts';

const listCss = css`list-style: none; margin: 0 0 ${space.md}; padding: 0; display: grid; gap: ${space.xs};`;

/** The customer's loans: the 'Préstamos' list chart, every query fixed to `customer=<id>`. */
function provideCustomerLoans(deps: AppDeps, customerId: number) {
  const forCustomer = (query: ListQuery<LoanSortColumn>): ListQuery<LoanSortColumn> => ({ ...query, filters: { ...query.filters, [LOAN_CUSTOMER_FILTER]: String(customerId) } });
  return loansListMachine.provide({ actors: { loadPage: fromApi((query: ListQuery<LoanSortColumn>, signal?: AbortSignal) => deps.api.listLoans(forCustomer(query), signal)) } });
}

/** 'Préstamos' on a customer's page: each loan (N°, amount, balance) linking to its page. */
export function CustomerLoans({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const { money } = useActiveLocation();
  const list = useScreenActor((sofia) => provideCustomerLoans(sofia.deps, customerId));
  const view = useView(list, connectRecordsList);
  if (view.face === 'forbidden') return <p css={mutedCss}>{t`Su rol no permite ver los préstamos.`}</p>;
  return (
    <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando préstamos…`} failed={t`No se pudo cargar la lista de préstamos`}>
      {view.rows.length === 0 ? (
        <p css={mutedCss}>{t`Este cliente no tiene préstamos.`}</p>
      ) : (
        <ul css={listCss}>
          {view.rows.map((loan) => {
            const amount = money(loan.principal);
            const balance = money(loan.balance);
            const id = loan.id;
            return (
              <li key={loan.id}>
                <Link to={`/prestamos/${loan.id}`}>{t`Préstamo N° ${id}`}</Link> · {t`Monto ${amount}, saldo ${balance}`}
              </li>
            );
          })}
        </ul>
      )}
    </LoadState>
  );
}
