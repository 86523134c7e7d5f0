/** Inline SVG icons (stroke style), so no icon font or extra request is needed. */
const PATHS = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  admin: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  users: 'M16 20v-2a4 4 0 00-4-4H6a4 4 0 00-4 4v2M9 10a4 4 0 100-8 4 4 0 000 8zM22 20v-2a4 4 0 00-3-3.9M16 2.1a4 4 0 010 7.8',
  /** An address card: the person and their document. */
  customers: 'M3 5h18v14H3zM9 12a2 2 0 100-4 2 2 0 000 4zM5.5 16a3.5 3.5 0 017 0M15 9h3M15 13h3',
  roles: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7zM9 12l2 2 4-4',
  cash: 'M3 6h18v12H3zM12 15a3 3 0 100-6 3 3 0 000 6zM6 9v.01M18 15v.01',
  cashbox: 'M4 8h16v12H4zM8 8V5h8v3M10 13h4',
  movements: 'M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3',
  deliveries: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  loans: 'M12 2v20M17 6H9.5a3.5 3.5 0 000 7h5a3.5 3.5 0 010 7H6',
  payments: 'M2 6h20v12H2zM2 10h20M6 15h4',
  rentals: 'M3 10l9-7 9 7v10H3zM9 20v-6h6v6',
  debts: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  fees: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00-1.2-2.9H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 002.9-1.2V3a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 001.2 2.9H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  messages: 'M21 15a2 2 0 01-2 2H7l-4 4V5a2 2 0 012-2h14a2 2 0 012 2z',
  location: 'M12 21s-7-6.2-7-12a7 7 0 1114 0c0 5.8-7 12-7 12zM12 11a2 2 0 100-4 2 2 0 000 4z',
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  reports: 'M14 3H6v18h12V7zM14 3v4h4M9 13h6M9 17h6',
  // 'Importar' (the server's sub-menu icon `import`): an arrow into a tray.
  import: 'M12 3v12M7 10l5 5 5-5M4 17v4h16v-4',
  sun: 'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  monitor: 'M2 4h20v13H2zM8 21h8M12 17v4',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M18 6L6 18M6 6l12 12',
  chevronDown: 'M6 9l6 6 6-6',
  chevronEnd: 'M9 6l6 6-6 6',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  user: 'M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 018 0v4',
  logout: 'M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9',
  camera: 'M23 19a2 2 0 01-2 2H3a2 2 0 01-2-2V8a2 2 0 012-2h4l2-3h6l2 3h4a2 2 0 012 2zM12 17a4 4 0 100-8 4 4 0 000 8z',
  globe: 'M12 22a10 10 0 100-20 10 10 0 000 20zM2 12h20M12 2a15 15 0 010 20M12 2a15 15 0 000 20',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zM12 16v-4M12 8h.01',
  tools: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  mail: 'M4 4h16v16H4zM4 6l8 7 8-7',
  bell: 'M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point somewhere and must mirror in right-to-left layouts. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['chevronEnd', 'logout', 'movements']);

export const isIconName = (name: string): name is IconName => name in PATHS;

interface IconProps {
  name: IconName | string;
  size?: number;
  /** Icons are decorative: the control that holds one carries the accessible name. */
  className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  const key: IconName = isIconName(name) ? name : 'reports';
  const classes = [DIRECTIONAL.has(key) ? 'icon-directional' : '', className ?? ''].join(' ').trim();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={classes || undefined}
    >
      <path d={PATHS[key]} />
    </svg>
  );
}
