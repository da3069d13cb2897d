/**
 * Redirect rules (docs/product/redirects.md). Every change goes through writeContent, so the content
 * version moves with it and every process reloads its rule table on its next request
 * (docs/architecture/page-cache.md#the-content-version).
 */
import type { RedirectRule, RedirectStatus } from '#shared/redirect-rules.ts';
import type { Database } from './db.server.ts';
import { writeContent } from './write-content.server.ts';

interface RuleRow {
  id: number | string;
  source: string;
  target: string;
  status: number | string;
  created_at: string | Date;
}

const toRule = (row: RuleRow): RedirectRule => ({
  id: Number(row.id),
  source: row.source,
  target: row.target,
  status: Number(row.status) as RedirectStatus,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function listRedirectRules(db: Database): Promise<RedirectRule[]> {
  const rows = (await db('redirect_rules').select('id', 'source', 'target', 'status', 'created_at').orderBy('source')) as RuleRow[];
  return rows.map(toRule);
}

export interface NewRedirectRule {
  source: string;
  target: string;
  status: RedirectStatus;
  createdBy: number | null;
}

/**
 * Inserts the rule after `check` has seen, in the same transaction, the rules already there (so two
 * rules saved at once cannot make a chain between them unseen on SQLite, whose writers queue; on
 * PostgreSQL the table is locked for the check). `check` throws to refuse.
 */
export async function createRedirectRule(db: Database, rule: NewRedirectRule, check: (existing: RedirectRule[]) => Promise<void>): Promise<RedirectRule> {
  return writeContent(db, async (trx) => {
    if (trx.client.config.client === 'pg') await trx.raw('lock table redirect_rules in share row exclusive mode');
    const existing = ((await trx('redirect_rules').select('id', 'source', 'target', 'status', 'created_at')) as RuleRow[]).map(toRule);
    await check(existing);
    const createdAt = new Date().toISOString();
    const [row] = (await trx('redirect_rules')
      .insert({ source: rule.source, target: rule.target, status: rule.status, created_by: rule.createdBy, created_at: createdAt })
      .returning('id')) as ({ id: number } | number)[];
    const id = typeof row === 'object' ? row.id : row!;
    return { id: Number(id), source: rule.source, target: rule.target, status: rule.status, createdAt };
  });
}

/** The rule removed, or undefined when there was none with that id. */
export async function deleteRedirectRule(db: Database, id: number): Promise<RedirectRule | undefined> {
  return writeContent(
    db,
    async (trx) => {
      const row = (await trx('redirect_rules').where({ id }).first('id', 'source', 'target', 'status', 'created_at')) as RuleRow | undefined;
      if (!row) return undefined;
      await trx('redirect_rules').where({ id }).delete();
      return toRule(row);
    },
    { changed: (removed) => removed !== undefined },
  );
}
