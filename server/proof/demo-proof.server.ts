/** Demo mode: replaces the sample proof items (content/demo-proof.ts) in the database; real items are untouched. */
import { demoProofItems } from '#content/demo-proof.ts';
import type { Database } from '#database/db.server.ts';
import { deleteDemoProofItems, insertDemoProofItems } from '#database/proof-items.server.ts';

export async function seedDemoProof(db: Database): Promise<number> {
  await insertDemoProofItems(
    db,
    demoProofItems.map(({ kind, placement, ...data }) => ({ kind, placement, data, imageId: null })),
  );
  return demoProofItems.length;
}

export async function removeDemoProof(db: Database): Promise<number> {
  return deleteDemoProofItems(db);
}
