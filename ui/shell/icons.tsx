import type { SVGProps } from 'react';

/**
 * Every line icon of the site, by name (the API's feature icons use these names too), drawn inline: no
 * icon font to download, and they render where emoji fonts are missing.
 */
const paths: Readonly<Record<string, string>> = {
  plus: 'M12 4v16M4 12h16M4 4h16v16H4z',
  building: 'M4 21V3h10v18M14 9h6v12M7 7h2M7 11h2M7 15h2M17 13h1M17 17h1M2 21h20',
  paw: 'M12 13c-3 0-6 3-6 6 0 1.5 1.5 2 3 1.5s2-1 3-1 1.5.5 3 1 3 0 3-1.5c0-3-3-6-6-6zM6 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM10 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM14 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',

  'video-call': 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  'home-doctor': 'M3 11l9-7 9 7M5 10v10h14V10M12 12v6M9 15h6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  bed: 'M3 18V6M3 13h18v5M21 13v-2a3 3 0 0 0-3-3h-7v5M7 11a1.5 1.5 0 1 0 0-.01',
  tooth:
    'M7 3c-2 0-4 2-4 5 0 4 2 5 2 8s1 5 2 5 2-3 2-5 1-2 3-2 3 0 3 2 1 5 2 5 2-2 2-5 2-4 2-8c0-3-2-5-4-5s-3 1-5 1-3-1-5-1z',
  ambulance: 'M2 16V7h11v9M13 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01M7.5 9.5v3M6 11h3',
  smartphone: 'M7 2h10v20H7zM11 18h2',
  hospital: 'M4 21V6l8-3 8 3v15M9 21v-5h6v5M12 7v6M9 10h6',
  stethoscope: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  baby: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM6 21c0-3 3-6 6-6s6 3 6 6M10 8h.01M14 8h.01',
  siren: 'M6 18v-6a6 6 0 0 1 12 0v6M4 18h16v3H4zM12 3V1M4 7L3 6M20 7l1-1',
  plane: 'M2 13l8-2 4-8 2 1-2 8 6 2v2l-7-1-3 5H8l1-5-7 0z',
  'paw-house': 'M3 11l9-7 9 7v10H3zM12 13c-2 0-3.5 2-3.5 3.5S10 18 12 18s3.5-.5 3.5-1.5S14 13 12 13z',
  scissors: 'M6 6a3 3 0 1 0 0 .01M6 18a3 3 0 1 0 0 .01M8.5 7.5L20 18M8.5 16.5L20 6',
  syringe: 'M18 2l4 4M20 4l-11 11-4 1 1-4L17 1M7 13l4 4M2 22l4-4',
  shield: 'M12 3l8 3v6c0 5-3.4 8.3-8 9-4.6-.7-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  'credit-card': 'M2 6h20v12H2zM2 10h20M6 15h4',
  'debit-card': 'M2 6h20v12H2zM2 10h20M15 15h3',
  'prepaid-card': 'M2 6h20v12H2zM6 14h2M11 14h2M16 14h2',
  bank: 'M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 21h18',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  check: 'M5 12l4 4 10-10',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.01',
  close: 'M6 6l12 12M18 6L6 18',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  list: 'M4 5h16v5H4zM4 14h16v5H4z',
  filter: 'M3 5h18M6 12h12M10 19h4',
  user: 'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21c0-4 4-7 8-7s8 3 8 7',
  users:
    'M9 4a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4a3.5 3.5 0 0 1 0 7M18 14c2.5.5 4 3 4 6',
  compare: 'M4 5h6v14H4zM14 5h6v14h-6z',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.01',
  robot: 'M5 9h14v11H5zM12 4v5M9 14h.01M15 14h.01M9 17h6M2 13v3M22 13v3',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  sparkles: 'M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2zM19 15l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  chevron: 'M6 9l6 6 6-6',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  chat: 'M4 4h16v12H8l-4 4z',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 19zM9 8c0 4 3 7 7 7l1-2-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  instagram: 'M4 4h16v16H4zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 7v.01',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM10 9h4v2c1-2 6-3 6 2v7h-4v-6c0-2-2-2-2 0v6h-4z',
  youtube: 'M3 7c0-2 1-3 3-3h12c2 0 3 1 3 3v10c0 2-1 3-3 3H6c-2 0-3-1-3-3zM10 9v6l5-3z',
};

export type IconName = string;

/** A named icon; an unknown name draws a check, so a new feature icon never leaves a hole. */
export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {/* Own names only: an API icon named 'constructor' must not find Object's members. */}
      <path d={(Object.hasOwn(paths, name) ? paths[name] : undefined) ?? paths['check']} />
    </svg>
  );
}
