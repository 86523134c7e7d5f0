import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router-dom';
import { selectActsOnPending, selectPendingTotal } from '../../machines/pending/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { PENDING_PAGE_PATH } from '../app/routes.ts';
import { Icon } from '../components/Icon.tsx';
import { iconButtonCss } from '../components/ui.tsx';
import { color, radius } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';
import { isCurrentPage } from './SidebarGroup.tsx';

const badgeCss = css`
  ${iconButtonCss}; position: relative; flex: none; text-decoration: none;
  &[aria-current='page'] { background: ${color.primarySoft}; color: ${color.primary}; }
`;
const countCss = css`
  position: absolute; inset-block-start: -6px; inset-inline-end: -6px; min-width: 20px; height: 20px; padding-inline: 5px;
  border-radius: ${radius.round}; background: ${color.danger}; color: ${color.surface}; border: 2px solid ${color.surface};
  font-size: 0.75rem; font-weight: 700; line-height: 16px; text-align: center; box-sizing: border-box;
`;

/**
 * 'Pendientes' in the header: a link to the page with the number of records waiting on the user,
 * for a role that acts on some kind (the count is read out in its name, 'Pendientes, 3', not told
 * by a colour). On the page itself a click shows it again from its data, as a menu entry does.
 */
export function PendingBadge() {
  const { t } = useLingui();
  const { router } = useApp();
  const { pending } = useLayout();
  const { pathname } = useLocation();
  const acts = useSelector(pending, selectActsOnPending);
  const total = useSelector(pending, selectPendingTotal);
  if (!acts) return null;
  const here = isCurrentPage(pathname, PENDING_PAGE_PATH);
  const label = t`Pendientes, ${total}`;
  return (
    <Link
      to={PENDING_PAGE_PATH}
      css={badgeCss}
      aria-label={label}
      title={label}
      aria-current={here ? 'page' : undefined}
      onClick={(event) => {
        if (!here) return;
        event.preventDefault();
        router.reload();
      }}
    >
      <Icon name="bell" />
      {total > 0 && (
        <span css={countCss} aria-hidden="true">
          {total > 99 ? '99+' : total}
        </span>
      )}
    </Link>
  );
}
