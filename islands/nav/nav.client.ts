/**
 * Navigation behaviour (docs/product/interactions.md#navigation): the scrolled style past 50px (which
 * also reveals the logo on the home page), Escape and a press outside close the
 * menus, and choosing a link closes them; the search button shows its field (header-search.ts). The theme toggle in the
 * header works by the inline theme script (shared/theme-script.ts), not from here.
 */
import { rememberLanding } from '../contact/landing.ts';
import type { ClientIsland } from '../registry.ts';
import { startHeaderSearch } from './header-search.ts';

export const SCROLL_THRESHOLD = 50;

function startNav(element: HTMLElement): void {
  // The navigation runs on every public page, so it notes where a visit began (for the contact form).
  rememberLanding();
  const header = element.querySelector<HTMLElement>('.site-nav');
  if (!header) return;
  const menus = [...header.querySelectorAll<HTMLDetailsElement>('details.nav-menu')];
  startHeaderSearch(header);

  const updateScrolled = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLL_THRESHOLD);
  updateScrolled();
  window.addEventListener('scroll', updateScrolled, { passive: true });

  const closeAll = (except?: HTMLDetailsElement) => {
    for (const menu of menus) if (menu !== except) menu.open = false;
  };
  for (const menu of menus) {
    menu.addEventListener('toggle', () => {
      if (menu.open) closeAll(menu);
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = menus.find((menu) => menu.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    for (const menu of menus) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  header.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) closeAll();
  });
}

/** On every page: renderer/mount-islands.client.ts always includes it. */
export const navIsland = { name: 'Nav', start: startNav } satisfies ClientIsland<'Nav'>;
