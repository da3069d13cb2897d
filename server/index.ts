/**
 * Production entry: `node server/index.ts`. Loads the server build, applies
 * migrations, bootstraps the admin, listens, and stops gracefully on SIGTERM.
 */
import { startServer } from './start.server.ts';

await startServer();
