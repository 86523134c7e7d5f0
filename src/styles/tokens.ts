/**
 * Design tokens. Colours are CSS custom properties so the theme switches by a class on <body>
 * without re-rendering; spacing and radii are plain values. Layout uses logical properties
 * (margin-inline-start, inset-inline-end, …) so right-to-left needs no duplicated rules.
 */
export const color = {
  bg: 'var(--sofia-bg)',
  surface: 'var(--sofia-surface)',
  surfaceAlt: 'var(--sofia-surface-alt)',
  text: 'var(--sofia-text)',
  muted: 'var(--sofia-muted)',
  border: 'var(--sofia-border)',
  primary: 'var(--sofia-primary)',
  primaryText: 'var(--sofia-primary-text)',
  primarySoft: 'var(--sofia-primary-soft)',
  danger: 'var(--sofia-danger)',
  focus: 'var(--sofia-focus)',
  overlay: 'var(--sofia-overlay)',
} as const;

/** Light and dark values; contrast checked against WCAG AA for text on bg and surface. */
export const palettes = {
  light: {
    '--sofia-bg': '#f4f6fb',
    '--sofia-surface': '#ffffff',
    '--sofia-surface-alt': '#eef1f8',
    '--sofia-text': '#1b2135',
    '--sofia-muted': '#4f5873',
    '--sofia-border': '#d5dae6',
    '--sofia-primary': '#3346c7',
    '--sofia-primary-text': '#ffffff',
    '--sofia-primary-soft': '#e3e7fb',
    '--sofia-danger': '#b4232f',
    '--sofia-focus': '#1f6feb',
    '--sofia-overlay': 'rgba(14, 18, 35, 0.55)',
  },
  dark: {
    '--sofia-bg': '#0e1320',
    '--sofia-surface': '#171e30',
    '--sofia-surface-alt': '#1f2840',
    '--sofia-text': '#e7eaf3',
    '--sofia-muted': '#a9b1c7',
    '--sofia-border': '#2e3854',
    '--sofia-primary': '#8c9bff',
    '--sofia-primary-text': '#0e1320',
    '--sofia-primary-soft': '#262f52',
    '--sofia-danger': '#ff8a94',
    '--sofia-focus': '#8ab4ff',
    '--sofia-overlay': 'rgba(0, 0, 0, 0.65)',
  },
} as const;

export const space = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' } as const;
export const radius = { sm: '6px', md: '10px', lg: '16px', round: '999px' } as const;
export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK JP', sans-serif",
  size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem' },
} as const;
/** `phoneBreakpoint`: at this width and below, paddings shrink so that a 360 px phone keeps its content room. */
export const layout = { sidebarWidth: '260px', headerHeight: '60px', narrowBreakpoint: 1024, phoneBreakpoint: 600 } as const;
export const shadow = { card: '0 1px 3px rgba(16, 24, 40, 0.08), 0 4px 12px rgba(16, 24, 40, 0.06)' } as const;
