/**
 * Production entry: `node server/index.ts`. Loads the server build, applies
 * migrations, bootstraps the admin, listens, and stops gracefully on SIGTERM.
 */
import { startServer } from './start.server.ts';

// Vike installs process handlers that only print an uncaught error: without this, a start that
// fails (a port in use, a database or a package that cannot load) would leave a process that never
// listens, and a host would wait for its boot timeout instead of seeing it exit.
await startServer().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
