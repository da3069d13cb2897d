// https://vike.dev/client
import { mountDashboard } from '#islands/dashboard/shell/mount-dashboard.client.ts';
import { proofManagerIsland } from '#islands/dashboard/proof/proof.client.ts';

mountDashboard(proofManagerIsland);
