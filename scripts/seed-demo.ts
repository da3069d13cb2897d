/**
 * `npm run seed:demo`: puts demo mode's sample proof items (each marked as a sample)
 * into the configured database, replacing earlier samples; `-- --remove` takes them
 * out again. Real items are never touched.
 */
import { createDatabase, migrateLatest } from '#database/db.server.ts';
import { ConfigError, loadConfig } from '#server/config.server.ts';
import { removeDemoProof, seedDemoProof } from '#server/proof/demo-proof.server.ts';

try {
  const config = loadConfig();
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, isProduction: config.isProduction });
  await migrateLatest(db);
  if (process.argv.includes('--remove')) {
    console.log(`Removed ${await removeDemoProof(db)} sample proof items.`);
  } else {
    if (config.isProduction)
      console.warn('Warning: NODE_ENV is production; the samples will show on the live site until removed (npm run seed:demo -- --remove).');
    console.log(`Put in ${await seedDemoProof(db)} sample proof items (demo mode).`);
  }
  await db.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
