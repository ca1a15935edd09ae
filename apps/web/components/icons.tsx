import type { SVGProps } from 'react';

/** Line icons drawn inline (24×24, stroke = currentColor) so no icon font or CDN is needed. */
const paths = {
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-4.35-4.35',
  cart: 'M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.46 1.15h8.5a1.5 1.5 0 0 0 1.45-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6 6 18',
  home: 'M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  alert: 'M12 4 2.8 19.5a1 1 0 0 0 .87 1.5h16.66a1 1 0 0 0 .87-1.5L12 4zm0 6v4.5m0 3h.01',
  plane:
    'M10.5 13.5 3 11l1.5-1.5 8 .5 4.3-4.3a2 2 0 0 1 2.9 2.9L15.4 13l.6 8-1.5 1.5-2.5-7.5-3 3v2.5L7.5 22 6 18l-4-1.5L3.5 15H6l3-3',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  box: 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8',
  parcel: 'M4 7.5 12 4l8 3.5v9L12 20l-8-3.5zM4 7.5l8 3.5 8-3.5M12 11v9M8 5.75l8 3.5',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  bag: 'M5 8h14l-1 12H6zM9 8V6.5a3 3 0 0 1 6 0V8',
  truck:
    'M2 6h11v10H2zM13 10h4.5l3.5 3.5V16h-8M6.5 19.5a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5zm11 0a1.75 1.75 0 1 0 0-3.5 1.75 1.75 0 0 0 0 3.5z',
  card: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5zM3 10h18M7 15h3',
  quote: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  mail: 'M3 6h18v12H3zm0 0 9 7 9-7',
  arrowRight: 'M5 12h14m-5-5 5 5-5 5',
  heart:
    'M12 20s-7.5-4.6-7.5-10A4.25 4.25 0 0 1 12 7.2 4.25 4.25 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  wallet:
    'M4 7.5A1.5 1.5 0 0 1 5.5 6H18a1 1 0 0 1 1 1v2.5M4 7.5v10A1.5 1.5 0 0 0 5.5 19H19a1 1 0 0 0 1-1v-3M4 7.5A1.5 1.5 0 0 0 5.5 9H19a1 1 0 0 1 1 1v2m0 0h-3.5a1.5 1.5 0 0 0 0 3H20',
  sparkle: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  download: 'M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 20h14',
  upload: 'M12 15V4m-4.5 4.5L12 4l4.5 4.5M5 20h14',
  bank: 'M3 9.5 12 4l9 5.5M4.5 10v8m5-8v8m5-8v8m5-8v8M3 20h18',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3.5 15h1',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4.5l3 2',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0',
  // Category tiles (content blocks name them): what the category sells.
  headphones:
    'M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1zM18 20c0 1.2-1.8 2-4.5 2',
  shirt: 'M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3c0 1.7-1.8 3-4 3S8 4.7 8 3z',
  sparkles:
    'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18.5 14.5l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
  smartphone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  footprints: 'M3 17v-4l4-1 3-5 3 1-1 3 5 2c2.5 1 4 2 4 4v1H3zM3 20h18',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7H8.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zm0 0h3.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  camera:
    'M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
} as const;

export type IconName = keyof typeof paths;

/** Whether a name from data (content blocks) is one of our icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(paths, name);
}

export function Icon({
  name,
  size = 20,
  ...props
}: { name: IconName; size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
