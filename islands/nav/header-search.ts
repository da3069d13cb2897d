/**
 * The header's search button (islands/nav/HeaderSearch.tsx), started by the navigation island: the link
 * to /search becomes a button (Enter and Space) that shows the search field and moves the focus into it.
 * Escape, or a press outside, hides it again; Escape gives the focus back to the button.
 */

export function startHeaderSearch(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLAnchorElement>('.header-search-toggle');
  const panel = header.querySelector<HTMLFormElement>('.header-search-panel');
  const field = panel?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!toggle || !panel || !field) return;
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', panel.id);

  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) field.focus();
  };
  toggle.addEventListener('click', (event) => {
    event.preventDefault();
    setOpen(panel.hidden);
  });
  // A link answers Enter by itself (a click); a button also answers Space.
  toggle.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    setOpen(panel.hidden);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (!panel.hidden && !panel.contains(target) && !toggle.contains(target)) setOpen(false);
  });
}
