/**
 * Proof items as the API answers and pages render them: the stored row's fields
 * with its image (photo or logo) resolved to an address and size.
 */
import type { Database } from '#database/db.server.ts';
import { listProofItems, type ProofRow, type ProofWrite } from '#database/proof-items.server.ts';
import { findStoredImageRefs, type StoredImageRef } from '#database/stored-images.server.ts';
import type { ProofImage, ProofItem, ProofKind } from '#shared/proof-items.ts';
import type { ProofBody } from './proof-schema.ts';

/** Which field of each kind holds its image id in the body. */
export const imageField: Record<ProofKind, 'photoImageId' | 'logoImageId'> = {
  testimonial: 'photoImageId',
  'case-study': 'logoImageId',
  certification: 'logoImageId',
  'client-logo': 'logoImageId',
};

const asImage = (ref: StoredImageRef | undefined): ProofImage | null => (ref ? { id: ref.id, url: ref.url, width: ref.width, height: ref.height } : null);

export function toProofItem(row: ProofRow, images: Map<number, StoredImageRef>): ProofItem {
  const image = asImage(row.imageId === null ? undefined : images.get(row.imageId));
  const common = { id: row.id, position: row.position, placement: row.placement, demo: row.demo, createdAt: row.createdAt, updatedAt: row.updatedAt };
  const fields = row.kind === 'testimonial' ? { ...row.data, photo: image } : row.kind === 'case-study' ? row.data : { ...row.data, logo: image };
  return { ...fields, ...common, kind: row.kind } as ProofItem;
}

export async function toProofItems(db: Database, rows: ProofRow[]): Promise<ProofItem[]> {
  const images = await findStoredImageRefs(
    db,
    rows.flatMap((row) => (row.imageId === null ? [] : [row.imageId])),
  );
  return rows.map((row) => toProofItem(row, images));
}

export async function loadProofItems(db: Database): Promise<ProofItem[]> {
  return toProofItems(db, await listProofItems(db));
}

/** A validated body as stored: the image id in its column, the rest as the kind's document. */
export function toProofWrite(body: ProofBody): ProofWrite {
  const { kind, placement, photoImageId, logoImageId, ...data } = body;
  const imageId = (kind === 'testimonial' ? photoImageId : logoImageId) as number | null | undefined;
  return { kind, placement, imageId: imageId ?? null, data };
}
