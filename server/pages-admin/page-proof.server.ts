/**
 * The proof items pages pick (docs/product/pages.md#proof): a save naming an item the Proof list does not have is
 * refused at that item (400), so no page picks nothing by mistake.
 */
import type { Database } from '#database/db.server.ts';
import { publicGuides } from '#database/guides.server.ts';
import { existingProofIds } from '#database/proof-items.server.ts';
import type { FieldError } from '#shared/field-error.ts';

/** Every picked id of the right shape, with its field, in every proof section (hidden ones too). */
function pickedIn(sections: unknown): { field: string; id: number }[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index) => {
    const items = (section as { type?: unknown; items?: unknown } | null)?.items;
    if ((section as { type?: unknown } | null)?.type !== 'proof' || !Array.isArray(items)) return [];
    return items.flatMap((id: unknown, at) =>
      typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31 ? [{ field: `sections.${index}.items.${at}`, id }] : [],
    );
  });
}

export async function missingProofItems(db: Database, sections: unknown): Promise<FieldError[]> {
  const picked = pickedIn(sections);
  if (picked.length === 0) return [];
  const found = await existingProofIds(
    db,
    picked.map((item) => item.id),
  );
  return picked
    .filter((item) => !found.has(item.id))
    .map((item) => ({ field: item.field, message: 'That proof item is not in the Proof list any more: uncheck it.' }));
}

/** A guide section naming a guide the Guides list does not have is refused at that field (docs/product/guides.md#the-section). */
export async function missingGuides(db: Database, sections: unknown): Promise<FieldError[]> {
  if (!Array.isArray(sections)) return [];
  const named = sections.flatMap((section: unknown, index) => {
    const value = section as { type?: unknown; guideId?: unknown } | null;
    const id = value?.guideId;
    return value?.type === 'guide' && typeof id === 'number' && Number.isInteger(id) && id > 0 && id < 2 ** 31
      ? [{ field: `sections.${index}.guideId`, id }]
      : [];
  });
  if (named.length === 0) return [];
  const found = new Set(
    (
      await publicGuides(
        db,
        named.map((item) => item.id),
      )
    ).map((guide) => guide.id),
  );
  return named
    .filter((item) => !found.has(item.id))
    .map((item) => ({ field: item.field, message: 'That guide is not in the Guides list any more: choose another.' }));
}
