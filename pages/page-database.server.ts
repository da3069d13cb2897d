/**
 * The database, handed to pages by the server's page handler (server/app.server.ts),
 * for +data hooks that read posts through the named queries in database/.
 */
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { Database } from '#database/db.server.ts';
import { isDatabaseUnavailable } from '#database/unavailable.server.ts';

declare global {
  namespace Vike {
    interface PageContext {
      db?: Database;
    }
  }
}

/** Runs a page's queries; a database that cannot be reached shows the 503 page rather than a 500. */
export async function withDatabase<T>(pageContext: PageContextServer, query: (db: Database) => Promise<T>): Promise<T> {
  if (!pageContext.db) throw new Error('This page reads the database: render it through the server page handler');
  try {
    return await query(pageContext.db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw render(503);
    throw error;
  }
}
