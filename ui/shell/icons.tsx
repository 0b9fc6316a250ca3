import type { SVGProps } from 'react';

/** Line icons drawn inline: no icon font to download, and they render where emoji fonts are missing. */
const paths = {
  stethoscope: 'M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  hospital: 'M4 21V6l8-3 8 3v15M9 21v-5h6v5M12 7v6M9 10h6',
  plus: 'M12 4v16M4 12h16M4 4h16v16H4z',
  building: 'M4 21V3h10v18M14 9h6v12M7 7h2M7 11h2M7 15h2M17 13h1M17 17h1M2 21h20',
  paw: 'M12 13c-3 0-6 3-6 6 0 1.5 1.5 2 3 1.5s2-1 3-1 1.5.5 3 1 3 0 3-1.5c0-3-3-6-6-6zM6 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM10 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM14 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  shield: 'M12 3l8 3v6c0 5-3.4 8.3-8 9-4.6-.7-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  check: 'M5 12l4 4 10-10',
} as const;

export type IconName = keyof typeof paths;

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
      <path d={paths[name]} />
    </svg>
  );
}
