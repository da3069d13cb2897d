/**
 * Proof items and their order. Every write bumps the content version in the same
 * transaction, so pages showing proof are rendered again in every process.
 */
import type { Knex } from 'knex';
import type { Placement, ProofKind } from '#shared/proof-items.ts';
import { writeContent } from './write-content.server.ts';
import type { Database } from './db.server.ts';

/** A proof item as stored: the kind's own fields stay a JSON document (the server shapes them). */
export interface ProofRow {
  id: number;
  kind: ProofKind;
  position: number;
  data: Record<string, unknown>;
  imageId: number | null;
  placement: Placement;
  demo: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProofWrite {
  kind: ProofKind;
  data: Record<string, unknown>;
  imageId: number | null;
  placement: Placement;
  demo?: boolean;
}

interface Row {
  id: number;
  kind: ProofKind;
  position: number;
  data: string;
  image_id: number | null;
  on_home: boolean | number;
  on_uswha: boolean | number;
  services: string;
  demo: boolean | number;
  created_at: string | Date;
  updated_at: string | Date;
}

function toProofRow(row: Row): ProofRow {
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    data: JSON.parse(row.data) as Record<string, unknown>,
    imageId: row.image_id,
    placement: { home: Boolean(row.on_home), uswha: Boolean(row.on_uswha), services: row.services.split(',').filter(Boolean) },
    demo: Boolean(row.demo),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function columns(item: ProofWrite) {
  return {
    kind: item.kind,
    data: JSON.stringify(item.data),
    image_id: item.imageId,
    on_home: item.placement.home,
    on_uswha: item.placement.uswha,
    services: item.placement.services.join(','),
  };
}

/** Every item, each kind in its order. */
export async function listProofItems(db: Database | Knex.Transaction): Promise<ProofRow[]> {
  const rows = (await db('proof_items')
    .select('*')
    .orderBy([{ column: 'kind' }, { column: 'position' }, { column: 'id' }])) as Row[];
  return rows.map(toProofRow);
}

export async function findProofItem(db: Database, id: number): Promise<ProofRow | undefined> {
  const row = (await db('proof_items').where({ id }).first()) as Row | undefined;
  return row && toProofRow(row);
}

export async function countProofItems(db: Database): Promise<number> {
  return Number((await db('proof_items').count({ n: '*' }).first())?.n ?? 0);
}

/** How many items the company added itself (demo mode's samples left out). */
export async function countOwnProofItems(db: Database): Promise<number> {
  return Number((await db('proof_items').where({ demo: false }).count({ n: '*' }).first())?.n ?? 0);
}

/** Adds the item at the end of its kind's list. */
export async function createProofItem(db: Database, item: ProofWrite): Promise<ProofRow> {
  return writeContent(db, async (trx) => {
    const last = (await trx('proof_items').where({ kind: item.kind }).max({ position: 'position' }).first()) as { position: number | null } | undefined;
    const now = new Date().toISOString();
    const [row] = (await trx('proof_items')
      .insert({ ...columns(item), position: Number(last?.position ?? 0) + 1, demo: item.demo ?? false, created_at: now, updated_at: now })
      .returning('*')) as Row[];
    return toProofRow(row!);
  });
}

/** Replaces the item's fields and placement (its kind stays); undefined when there is no such item. */
export async function updateProofItem(db: Database, id: number, item: ProofWrite): Promise<ProofRow | undefined> {
  return writeContent(db, async (trx) => {
    const [row] = (await trx('proof_items')
      .where({ id, kind: item.kind })
      .update({ ...columns(item), updated_at: new Date().toISOString() })
      .returning('*')) as Row[];
    return row && toProofRow(row);
  });
}

export async function deleteProofItem(db: Database, id: number): Promise<ProofRow | undefined> {
  return writeContent(db, async (trx) => {
    const row = (await trx('proof_items').where({ id }).first()) as Row | undefined;
    if (row) await trx('proof_items').where({ id }).delete();
    return row && toProofRow(row);
  });
}

/**
 * Puts one kind's items in the order of `ids`, which must name each of that kind's
 * items exactly once ('stale' otherwise: the list changed since it was loaded).
 */
export async function reorderProofItems(db: Database, kind: ProofKind, ids: number[]): Promise<'ok' | 'stale'> {
  return writeContent(
    db,
    async (trx) => {
      const current = (await trx('proof_items').where({ kind }).select('id')) as { id: number }[];
      const known = new Set(current.map((row) => row.id));
      if (current.length !== ids.length || !ids.every((id) => known.has(id))) return 'stale' as const;
      for (const [index, id] of ids.entries())
        await trx('proof_items')
          .where({ id })
          .update({ position: index + 1 });
      return 'ok' as const;
    },
    { changed: (outcome) => outcome === 'ok' },
  );
}

/** Removes the demo items (demo mode off, or seeding again). */
export async function deleteDemoProofItems(db: Database): Promise<number> {
  return writeContent(db, (trx) => trx('proof_items').where({ demo: true }).delete());
}

/** Inserts items marked as demo, in order, in one transaction. */
export async function insertDemoProofItems(db: Database, items: ProofWrite[]): Promise<void> {
  await writeContent(db, async (trx) => {
    await trx('proof_items').where({ demo: true }).delete();
    const now = new Date().toISOString();
    for (const [index, item] of items.entries()) {
      await trx('proof_items').insert({ ...columns(item), position: 1000 + index, demo: true, created_at: now, updated_at: now });
    }
  });
}

/** Which of `ids` name an item. */
export async function existingProofIds(db: Database, ids: readonly number[]): Promise<Set<number>> {
  const rows = (await db('proof_items')
    .whereIn('id', [...new Set(ids)])
    .select('id')) as { id: number }[];
  return new Set(rows.map((row) => Number(row.id)));
}
