/**
 * Makes the shell's Logout button work, and below 960 px its Menu button: it opens the sections (aria-expanded),
 * Escape or choosing a link closes them. The rest of the shell is links (DashboardNav.tsx).
 */
import { dashboardCopy } from '#content/dashboard.ts';
import type { ClientIsland } from '../../registry.ts';
import { flashToast } from '../../toast/flash.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';

function startMenu(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('button.dashboard-shell-menu-button');
  const menu = element.querySelector<HTMLElement>('.dashboard-shell-menu');
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    setOpen(false);
    button.focus();
  });
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', () => setOpen(false));
}

function startDashboardNav(element: HTMLElement): void {
  startMenu(element);
  const button = element.querySelector<HTMLButtonElement>('button.dashboard-logout');
  if (!button) return;
  button.disabled = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = dashboardCopy.loggingOut;
    try {
      await apiRequest('POST', '/api/auth/logout');
      flashToast({ title: dashboardCopy.loggedOut });
      window.location.assign('/login');
    } catch (error) {
      button.disabled = false;
      button.textContent = dashboardCopy.logout;
      toast({ title: dashboardCopy.logoutFailed, description: apiMessage(error) ?? dashboardCopy.tryAgain, variant: 'destructive' });
    }
  });
}

/** Listed by every dashboard page through mountDashboard (mount-dashboard.client.ts). */
export const dashboardNavIsland = { name: 'DashboardNav', start: startDashboardNav } satisfies ClientIsland<'DashboardNav'>;
