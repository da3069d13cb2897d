// https://vike.dev/config
import type { Config } from 'vike/types';
import type { Permission } from '#shared/roles.ts';

export default {
  // Pages are HTML-only: no Vike client runtime, no page-level hydration.
  // Interactive parts are islands, hydrated by each page's +client.ts.
  clientRouting: false,
  clientHooks: false,
  passToClient: [],
  meta: {
    // Pages render on the server only (islands hydrate themselves), so a page may import server-only
    // modules such as renderer/Island.server.tsx.
    Page: { env: { server: true } },
    /** Key into the metadata table in content/meta.ts. */
    pageKey: { env: { server: true } },
    /**
     * 'static': the HTML never depends on the request; rendered once and served from memory.
     * 'content': depends on database content; cached per content version.
     * false: rendered on every request.
     */
    renderCache: { env: { server: true } },
    /** Whether the page has a section with id "contact" (the nav's Contact button scrolls to it). */
    hasContactSection: { env: { server: true } },
    /** Which shell renderer/Layout.tsx puts around the page: the public site's, or the dashboard's. */
    shell: { env: { server: true } },
    /**
     * Dashboard pages only: what the signed-in user's role must allow to open the page
     * ('signed-in': any staff account). pages/(site)/dashboard/+guard.ts enforces it.
     */
    dashboardPermission: { env: { server: true } },
  },
  renderCache: 'static',
  hasContactSection: false,
  shell: 'site',
} satisfies Config;

declare global {
  namespace Vike {
    interface Config {
      pageKey?: string;
      renderCache?: 'static' | 'content' | false;
      hasContactSection?: boolean;
      shell?: 'site' | 'dashboard';
      dashboardPermission?: Permission | 'signed-in';
    }
  }
}
