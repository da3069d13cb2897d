/** Makes the shell's Logout button work; the rest of the shell is links (DashboardNav.tsx). */
import { dashboardCopy } from '#content/dashboard.ts';
import type { ClientIsland } from '../../registry.ts';
import { flashToast } from '../../toast/flash.ts';
import { toast } from '../../toast/toast.ts';
import { apiMessage, apiRequest } from '../api.ts';

function startDashboardNav(element: HTMLElement): void {
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
