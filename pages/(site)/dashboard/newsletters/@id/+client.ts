// https://vike.dev/client
import { newsletterPageIsland } from '#islands/dashboard/newsletters/newsletter-page.client.ts';
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';

mountDashboard(newsletterPageIsland);
