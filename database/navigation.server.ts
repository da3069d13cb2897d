/**
 * Named queries for the site's menus (docs/product/pages.md#menus, decision 075): one row of
 * `site_navigation`, the header and the footer as JSON. A save goes through writeContent, so every process
 * draws the new menus on the next request.
 */
import type { Navigation } from '#shared/navigation.ts';
import type { Database } from './db.server.ts';
import { writeContent } from './write-content.server.ts';

export interface StoredNavigation extends Navigation {
  updatedAt: string;
}

interface NavigationRow {
  header: string;
  footer: string;
  updated_at: string | Date;
}

const listOf = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** The menus; undefined before the migration seeded them (a database restored from an older backup is seeded by it). */
export async function readNavigation(db: Database): Promise<StoredNavigation | undefined> {
  const row = (await db('site_navigation').where({ id: 1 }).first('header', 'footer', 'updated_at')) as NavigationRow | undefined;
  if (!row) return undefined;
  return { header: listOf(row.header), footer: listOf(row.footer), updatedAt: new Date(row.updated_at).toISOString() };
}

/** The menus were saved elsewhere since the version the writer names. */
export class NavigationChangedError extends Error {
  constructor() {
    super('The menus were saved elsewhere meanwhile');
  }
}

/** Replaces the menus (only over the version `ifUpdatedAt` names, when it is given); the menus as saved. */
export async function saveNavigation(db: Database, navigation: Navigation, userId: number | null, ifUpdatedAt?: string): Promise<StoredNavigation> {
  await writeContent(db, async (trx) => {
    const current = (await trx('site_navigation').where({ id: 1 }).first('updated_at')) as { updated_at: string | Date } | undefined;
    if (ifUpdatedAt !== undefined && current && new Date(current.updated_at).toISOString() !== ifUpdatedAt) throw new NavigationChangedError();
    const row = {
      header: JSON.stringify(navigation.header),
      footer: JSON.stringify(navigation.footer),
      updated_by: userId,
      updated_at: new Date().toISOString(),
    };
    await trx('site_navigation')
      .insert({ id: 1, ...row })
      .onConflict('id')
      .merge();
  });
  return (await readNavigation(db))!;
}
