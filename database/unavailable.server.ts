/**
 * Tells "the database is not there right now" (answered with 503) from a bug
 * (500). Beside the queries, so pages' data hooks and the server share one rule.
 */
const databaseErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'SQLITE_FULL',
  'SQLITE_PROTOCOL',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08006', // connection_failure
  '08001',
  '08003',
]);

/**
 * better-sqlite3 reports extended result codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DIRECTORY,
 * SQLITE_BUSY_SNAPSHOT…): every variant of these families means the file cannot be used right now.
 */
const sqliteUnavailableFamilies = ['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_READONLY', 'SQLITE_IOERR', 'SQLITE_CANTOPEN'];

/** True for errors that mean "the database is not there right now" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message, errors } = error as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  // Connecting to a host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  if (
    typeof code === 'string' &&
    (databaseErrorCodes.has(code) || sqliteUnavailableFamilies.some((family) => code === family || code.startsWith(`${family}_`)))
  ) {
    return true;
  }
  if (name === 'KnexTimeoutError') return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Knex: Timeout acquiring/i.test(message);
}
