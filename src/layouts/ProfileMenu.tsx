import { css } from '@emotion/react';
import {
  autoUpdate, flip, FloatingFocusManager, offset, shift, useClick, useDismiss, useFloating,
  useInteractions, useListNavigation, useRole, useTransitionStyles,
} from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { selectRole, selectUser } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { PASSWORD_PAGE_PATH } from '../app/routes.ts';
import { Avatar } from '../components/Avatar.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { color, radius, shadow, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';

/** Specification popover defaults: bottom, 12 px away, no skid, no delays, z-index 9999, 0.2 s fade. */
export const POPOVER = { placement: 'bottom', distance: 12, skid: 0, zIndex: 9999, fadeMs: 200 } as const;

export const triggerCss = css`
  display: inline-flex; align-items: center; gap: ${space.sm}; padding: ${space.xs}; padding-inline-end: ${space.md};
  border: 1px solid ${color.border}; border-radius: ${radius.round}; background: ${color.surface}; cursor: pointer;
  .who { display: none; text-align: start; line-height: 1.2; }
  @media (min-width: 768px) { .who { display: block; } }
`;
const menuCss = css`
  min-width: 220px; padding: ${space.sm}; background: ${color.surface}; color: ${color.text};
  border: 1px solid ${color.border}; border-radius: ${radius.md}; box-shadow: ${shadow.card};
`;
const itemCss = css`
  width: 100%; display: flex; align-items: center; gap: ${space.sm}; padding: ${space.sm} ${space.md};
  border: 0; border-radius: ${radius.sm}; background: transparent; cursor: pointer; text-align: start;
  &:hover, &:focus-visible { background: ${color.primarySoft}; }
`;
export const smallCss = css`display: block; font-size: 0.8125rem; color: ${color.muted};`;
/** The header: the person, linking to 'Cambiar contraseña' (not one of the three entries). */
const headerCss = css`
  display: flex; gap: ${space.sm}; align-items: center; padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm}; color: inherit; text-decoration: none;
  &:hover, &:focus-visible { background: ${color.primarySoft}; }
  .change { display: block; font-size: 0.8125rem; color: ${color.primary}; text-decoration: underline; }
`;

/**
 * The profile dropdown: photo, name and role; 'Editar perfil', 'Lock Screen', 'Cerrar sesión'
 * (exactly the specification's three entries). The name and role at its top link to 'Cambiar
 * contraseña' (/perfil/contrasena): a link, reached with Tab, not a fourth entry of the menu.
 */
export function ProfileMenu() {
  const { session } = useApp();
  const { photo } = useLayout();
  const { t } = useLingui();
  const user = useSelector(session, selectUser);
  const role = useSelector(session, selectRole);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const items = useRef<Array<HTMLElement | null>>([]);
  // Opening focuses the first entry, not the header's link before it (the link is reached with Tab).
  const firstEntry = useRef<HTMLElement | null>(null);

  const { refs: { setReference, setFloating }, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: POPOVER.placement,
    middleware: [offset({ mainAxis: POPOVER.distance, crossAxis: POPOVER.skid }), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef: items, activeIndex, onNavigate: setActiveIndex, loop: true }),
  ]);
  // The popup holds the header's link and the menu: `role="menu"` goes on the entries' own box, so
  // the menu owns exactly its three menuitems (a link is not allowed inside a menu).
  // The popup box itself has no role, so it keeps none of the menu's ARIA attributes either (axe's
  // aria-allowed-attr): only its id (the trigger's aria-controls) and handlers.
  const popupProps = Object.fromEntries(Object.entries(getFloatingProps()).filter(([key]) => key !== 'role' && !key.startsWith('aria-')));
  const { isMounted, styles } = useTransitionStyles(context, { duration: POPOVER.fadeMs, initial: { opacity: 0 } });

  const entries: Array<{ icon: IconName; label: string; run: () => void }> = [
    { icon: 'camera', label: t`Editar perfil`, run: () => user && photo.send({ type: 'dialog.opened', userId: user.id }) },
    { icon: 'lock', label: t`Lock Screen`, run: () => session.send({ type: 'session.locked' }) },
    { icon: 'logout', label: t`Cerrar sesión`, run: () => session.send({ type: 'session.loggedOut' }) },
  ];

  return (
    <>
      <button type="button" ref={setReference} css={triggerCss} aria-label={t`Menú de perfil`} {...getReferenceProps()}>
        <Avatar perfil={user?.perfil} />
        <span className="who">
          <span dir="auto">{user?.name}</span>
          <span css={smallCss}><span dir="auto">{role?.r_nombre}</span></span>
        </span>
      </button>
      {isMounted && (
          <FloatingFocusManager context={context} modal={false} initialFocus={firstEntry}>
            <div ref={setFloating} style={{ ...floatingStyles, zIndex: POPOVER.zIndex }} {...popupProps}>
              <div css={menuCss} style={styles}>
                <Link to={PASSWORD_PAGE_PATH} css={headerCss} onClick={() => setOpen(false)}>
                  <Avatar perfil={user?.perfil} size={44} />
                  <span>
                    <strong dir="auto">{user?.name}</strong>
                    <span css={smallCss}><span dir="auto">{role?.r_nombre}</span></span>
                    <span className="change">{t`Cambiar contraseña`}</span>
                  </span>
                </Link>
                <div role="menu" aria-label={t`Menú de perfil`} aria-orientation="vertical">
                {entries.map((entry, index) => (
                  <button
                    key={entry.icon}
                    type="button"
                    role="menuitem"
                    css={itemCss}
                    tabIndex={activeIndex === index ? 0 : -1}
                    ref={(node) => {
                      items.current[index] = node;
                      if (index === 0) firstEntry.current = node;
                    }}
                    {...getItemProps({
                      onClick() {
                        setOpen(false);
                        entry.run();
                      },
                    })}
                  >
                    <Icon name={entry.icon} size={18} />
                    {entry.label}
                  </button>
                ))}
                </div>
              </div>
            </div>
          </FloatingFocusManager>
      )}
    </>
  );
}
