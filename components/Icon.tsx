/**
 * A small set of line icons, drawn on a 24px grid. Decorative: the text next
 * to each icon carries the meaning.
 */
import './icon.css';

const paths = {
  shield: 'M12 3l7 3v6c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6l7-3z M9 12l2 2 4-4',
  code: 'M8 8l-4 4 4 4 M16 8l4 4-4 4 M13.5 6l-3 12',
  send: 'M4 12l16-8-6 16-2.5-6.5L4 12z M11.5 13.5L20 4',
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14.6 4.5L20 16 M20 20v-4h-4',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11 M16 13.5h1',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2',
  chart: 'M4 20h16 M7 16v-5 M12 16V7 M17 16v-8',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 4.5a3.5 3.5 0 0 1 0 6.5 M18 14c1.8.8 3 2.9 3 5.5',
  workflow: 'M4 5h6v4H4z M14 15h6v4h-6z M7 9v3a2 2 0 0 0 2 2h6 M15 12l2 2-2 2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  monitor: 'M3 5h18v11H3z M8 20h8 M12 16v4 M7 11l2.5-2.5 2.5 2 4-4',
  book: 'M4 5a2 2 0 0 1 2-2h13v15H6a2 2 0 0 0-2 2V5z M4 20a2 2 0 0 0 2 2h13v-4 M9 8h6',
  tag: 'M3 12V4h8l10 10-8 8L3 12z M7.5 7.5h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof paths;

/** An icon's path (24 × 24, stroked), for drawings that place it themselves (components/illustrations). */
export function iconPath(name: IconName): string {
  return paths[name];
}

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
