import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { selectPendingFailed, selectPendingGroups, selectPendingLoading, type PendingGroup, type PendingItem, type PendingKind } from '../../machines/pending/index.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { LoadState } from '../components/screen/LoadState.tsx';
import { Button, Card, mutedCss } from '../components/ui.tsx';
import { useActiveLocation } from '../layouts/useActiveLocation.ts';
import { useLayout } from '../layouts/LayoutContext.tsx';
import { font, space } from '../styles/tokens.ts';

const gridCss = css`display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));`;
const titleCss = css`margin: 0 0 ${space.sm}; font-size: ${font.size.lg};`;
const listCss = css`list-style: none; margin: 0 0 ${space.md}; padding: 0; display: grid; gap: ${space.sm};`;
const itemCss = css`display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${space.xs} ${space.md}; overflow-wrap: anywhere;`;
const amountCss = css`font-variant-numeric: tabular-nums; white-space: nowrap;`;
const toolbarCss = css`margin-block-end: ${space.lg};`;

/** Where a record of each kind is acted on, and where all of them are listed. */
const LINKS: Readonly<Record<PendingKind, { item: (item: PendingItem) => string; all: string }>> = {
  loanApprovals: { item: (item) => `/prestamos/${item.id}`, all: '/prestamos?estado=submitted' },
  closeApprovals: { item: () => '/caja', all: '/caja' },
  deliveriesToReceive: { item: () => '/entregas?estado=pending', all: '/entregas?estado=pending' },
  disputedDeliveries: { item: () => '/entregas?estado=disputed', all: '/entregas?estado=disputed' },
};

function PendingCard({ group }: { group: PendingGroup }) {
  const { t } = useLingui();
  const { money } = useActiveLocation();
  const titleId = useId();
  const titles: Record<PendingKind, string> = {
    loanApprovals: t`Solicitudes de préstamo por aprobar`,
    closeApprovals: t`Cierres de caja con diferencia por aprobar`,
    deliveriesToReceive: t`Entregas de efectivo por recibir`,
    disputedDeliveries: t`Entregas con diferencia por resolver`,
  };
  const amountLabels: Record<PendingKind, string> = {
    loanApprovals: t`Monto`,
    closeApprovals: t`Diferencia`,
    deliveriesToReceive: t`Declarado`,
    disputedDeliveries: t`Diferencia`,
  };
  const links = LINKS[group.kind];
  const more = group.count - group.items.length;
  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId} css={titleCss}>
        {titles[group.kind]}: {group.count}
      </h2>
      {group.count === 0 ? (
        <p css={mutedCss}>{t`Nada pendiente.`}</p>
      ) : (
        <>
          <ul css={listCss}>
            {group.items.map((item) => (
              <li key={item.id} css={itemCss}>
                {/* A customer's or a colleague's name: its own direction. */}
                <Link to={links.item(item)} dir="auto">{item.label}</Link>
                <span css={amountCss}>
                  {amountLabels[group.kind]}: {money(item.amount)}
                </span>
              </li>
            ))}
          </ul>
          {more > 0 && <p css={mutedCss}>{t`Y ${more} más.`}</p>}
          <Link to={links.all}>{t`Ver todos`}</Link>
        </>
      )}
    </Card>
  );
}

/**
 * 'Pendientes' (/pendientes): what waits on the signed-in user, by kind, each with the records
 * that wait longest and a link to where they are acted on. It reads the layout's pending feed,
 * which keeps it current while the tab is visible; 'Actualizar' asks at once.
 */
export function PendingPage() {
  const { t } = useLingui();
  const { pending } = useLayout();
  const groups = useSelector(pending, selectPendingGroups);
  const loading = useSelector(pending, selectPendingLoading);
  const failed = useSelector(pending, selectPendingFailed);
  const refresh = () => pending.send({ type: 'pending.refresh' });
  return (
    <>
      <PageHeader title={t`Pendientes`} />
      <LoadState
        state={loading ? 'loading' : failed ? 'failed' : 'ready'}
        retry={refresh}
        loading={t`Cargando pendientes…`}
        failed={t`No se pudieron cargar los pendientes`}
      >
        <div css={toolbarCss}>
          <Button variant="secondary" onClick={refresh}>{t`Actualizar`}</Button>
        </div>
        {groups.length === 0 ? (
          <p>{t`Su rol no aprueba, recibe ni resuelve nada: no hay pendientes para usted.`}</p>
        ) : (
          <div css={gridCss}>
            {groups.map((group) => (
              <PendingCard key={group.kind} group={group} />
            ))}
          </div>
        )}
      </LoadState>
    </>
  );
}
