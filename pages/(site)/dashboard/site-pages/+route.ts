// https://vike.dev/route
// Vike skips a page folder named `pages`, so the Pages list lives in site-pages/ and takes its address here.
import { dashboardSitePagesPath } from '#shared/dashboard-paths.ts';

export default dashboardSitePagesPath;
