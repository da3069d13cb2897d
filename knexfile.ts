/**
 * Knex configuration for tools that expect a knexfile. The app and
 * `npm run migrate` build the same configuration from the parsed environment.
 */
import { loadConfig } from './server/config.server.ts';
import { knexConfig } from './database/db.server.ts';

const config = loadConfig();

export default knexConfig({
  databaseUrl: config.databaseUrl,
  sqlitePath: config.sqlitePath,
  isProduction: config.isProduction,
});
