/** `npm run migrate`: applies pending migrations (also the Procfile's release phase). */
import { createDatabase, migrateLatest } from '#database/db.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';

try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  const applied = await migrateLatest(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await db.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
