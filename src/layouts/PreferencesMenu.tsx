import { css } from '@emotion/react';
import {
  autoUpdate, flip, FloatingFocusManager, offset, shift, useClick, useDismiss, useFloating, useInteractions,
  useRole, useTransitionStyles,
} from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import {
  ANIMATIONS, LAYOUTS, MENU_LAYOUTS, NAVBARS, selectPreferences, type PreferenceChange, type Preferences,
} from '../../machines/settings/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Icon } from '../components/Icon.tsx';
import { iconButtonCss } from '../components/ui.tsx';
import { color, radius, shadow, space } from '../styles/tokens.ts';
import { POPOVER } from './ProfileMenu.tsx';

const panelCss = css`
  width: min(300px, calc(100vw - 24px)); padding: ${space.lg}; display: grid; gap: ${space.md};
  background: ${color.surface}; color: ${color.text}; border: 1px solid ${color.border}; border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  fieldset { border: 0; margin: 0; padding: 0; display: grid; gap: ${space.xs}; }
  legend { font-weight: 700; margin-block-end: ${space.xs}; }
  label { display: flex; align-items: center; gap: ${space.sm}; cursor: pointer; }
`;
const samePrefs = (a: Preferences, b: Preferences) => JSON.stringify(a) === JSON.stringify(b);

type Choice<K extends keyof Preferences> = { key: K; legend: string; options: ReadonlyArray<{ value: Preferences[K]; label: string }> };

/** Layout preferences (menu, layout, animation, navbar, semi-dark): each change is kept for the next visit. */
export function PreferencesMenu() {
  const { settings } = useApp();
  const { t } = useLingui();
  const titleId = useId();
  const prefs = useSelector(settings, selectPreferences, samePrefs);
  const [open, setOpen] = useState(false);
  const { refs: { setReference, setFloating }, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: POPOVER.placement,
    middleware: [offset({ mainAxis: POPOVER.distance, crossAxis: POPOVER.skid }), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([useClick(context), useDismiss(context), useRole(context, { role: 'dialog' })]);
  const { isMounted, styles } = useTransitionStyles(context, { duration: POPOVER.fadeMs, initial: { opacity: 0 } });
  const change = (next: PreferenceChange) => settings.send({ type: 'preference.changed', change: next });

  const labels = {
    menu: { vertical: t`Vertical`, 'collapsible-vertical': t`Vertical plegable` },
    layout: { full: t`Ancho completo`, 'boxed-layout': t`Encuadrado` },
    animation: { 'fade-in': t`Aparición gradual`, none: t`Sin animación` },
    navbar: { 'navbar-floating': t`Flotante`, 'navbar-sticky': t`Fija` },
  };
  const choices = [
    { key: 'menu', legend: t`Menú lateral`, options: MENU_LAYOUTS.map((value) => ({ value, label: labels.menu[value] })) },
    { key: 'layout', legend: t`Diseño`, options: LAYOUTS.map((value) => ({ value, label: labels.layout[value] })) },
    { key: 'animation', legend: t`Animación`, options: ANIMATIONS.map((value) => ({ value, label: labels.animation[value] })) },
    { key: 'navbar', legend: t`Barra superior`, options: NAVBARS.map((value) => ({ value, label: labels.navbar[value] })) },
  ] as const satisfies ReadonlyArray<Choice<'menu'> | Choice<'layout'> | Choice<'animation'> | Choice<'navbar'>>;

  return (
    <>
      <button type="button" ref={setReference} css={iconButtonCss} aria-label={t`Preferencias de interfaz`} {...getReferenceProps()}>
        <Icon name="settings" />
      </button>
      {isMounted && (
          <FloatingFocusManager context={context} modal={false}>
            <div ref={setFloating} style={{ ...floatingStyles, zIndex: POPOVER.zIndex }} aria-labelledby={titleId} {...getFloatingProps()}>
              <div css={panelCss} style={styles}>
                <h2 id={titleId} css={css`margin: 0; font-size: 1rem;`}>{t`Preferencias de interfaz`}</h2>
                {choices.map((choice) => (
                  <fieldset key={choice.key}>
                    <legend>{choice.legend}</legend>
                    {choice.options.map((option) => (
                      <label key={option.value}>
                        <input
                          type="radio"
                          name={`pref-${choice.key}`}
                          value={option.value}
                          checked={prefs[choice.key] === option.value}
                          onChange={() => change({ key: choice.key, value: option.value } as PreferenceChange)}
                        />
                        {option.label}
                      </label>
                    ))}
                  </fieldset>
                ))}
                <label>
                  <input type="checkbox" checked={prefs.semidark} onChange={(event) => change({ key: 'semidark', value: event.target.checked })} />
                  {t`Barra lateral semioscura`}
                </label>
              </div>
            </div>
          </FloatingFocusManager>
      )}
    </>
  );
}
