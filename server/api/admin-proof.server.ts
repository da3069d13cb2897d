/**
 * Proof items (`proof.manage`: owners and editors).
 *
 * - `GET /api/admin/proof`: every item, each kind in its order.
 * - `POST /api/admin/proof`: one item (`kind` chooses its fields, proof-schema.ts) → 201, added at the end
 *   of its kind; at most 200 items in all (409).
 * - `PUT /api/admin/proof/:id`: replaces an item's fields and placement; its kind cannot change (400).
 * - `DELETE /api/admin/proof/:id` → 204.
 * - `PUT /api/admin/proof/order`: `{kind, ids}`, every item of that kind once → the new list (409 when the
 *   list changed since it was loaded).
 * - `POST /api/admin/proof/images`: `{data}` (base64 PNG or JPEG, at most 300 KB; re-encoded without metadata)
 *   → 201 `{id, url, …}`.
 *
 * Every write is audited and bumps the content version (pages showing proof render again everywhere).
 */
import type { RequestHandler } from 'express';
import type { Database } from '#database/db.server.ts';
import { countProofItems, createProofItem, deleteProofItem, findProofItem, reorderProofItems, updateProofItem } from '#database/proof-items.server.ts';
import { findStoredImageRefs, insertStoredImage } from '#database/stored-images.server.ts';
import { proofLimits, type ProofKind } from '#shared/proof-items.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { decodeImageUpload } from '../images/image-upload.server.ts';
import type { UploadGuards } from '../media/upload-limits.server.ts';
import { loadProofItems, toProofItems, toProofWrite } from '../proof/proof-items.server.ts';
import { kindOnly, proofBodySchema, proofWording, reorderBody, type ProofBody } from '../proof/proof-schema.ts';
import { pathId } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export const proofImageRules = { accept: ['png', 'jpeg'], maxBytes: 300 * 1024, maxSide: 4096 } as const;

interface ProofDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  quota: Pick<UploadGuards, 'ensureRoom'>;
}

type Handler = 'list' | 'create' | 'update' | 'remove' | 'reorder' | 'uploadImage';

export function adminProofHandlers({ db, audit, userOf, quota }: ProofDeps): Record<Handler, RequestHandler> {
  async function validBody(body: unknown, kind?: ProofKind): Promise<ProofBody> {
    const chosen = validate<{ kind: ProofKind }>(kindOnly, body, proofWording).kind;
    if (kind && chosen !== kind)
      throw new HttpError(400, 'The kind of a proof item cannot change: delete it and add a new one.', {
        errors: [{ field: 'kind', message: 'Kind cannot change.' }],
      });
    const valid = validate<ProofBody>(proofBodySchema(chosen), body, proofWording);
    const imageId = toProofWrite(valid).imageId;
    if (imageId !== null && !(await findStoredImageRefs(db, [imageId])).has(imageId)) {
      throw new HttpError(400, 'Upload the image first: no image has that id.', {
        errors: [{ field: chosen === 'testimonial' ? 'photoImageId' : 'logoImageId', message: 'The image is not an uploaded image.' }],
      });
    }
    return valid;
  }

  return {
    async list(_req, res) {
      res.json(await loadProofItems(db));
    },

    async create(req, res) {
      const body = await validBody(req.body);
      if ((await countProofItems(db)) >= proofLimits.items)
        throw new HttpError(409, `There can be at most ${proofLimits.items} proof items: delete some first.`);
      const row = await createProofItem(db, toProofWrite(body));
      await audit.record(req, { actor: await userOf(req), action: 'proof.create', target: `proof:${row.id}`, details: { kind: row.kind } });
      const [item] = await toProofItems(db, [row]);
      res.status(201).json(item);
    },

    async update(req, res) {
      const id = pathId(req.params.id);
      const existing = await findProofItem(db, id);
      if (!existing) throw new HttpError(404, 'Proof item not found');
      const row = await updateProofItem(db, id, toProofWrite(await validBody(req.body, existing.kind)));
      if (!row) throw new HttpError(404, 'Proof item not found');
      await audit.record(req, { actor: await userOf(req), action: 'proof.update', target: `proof:${id}`, details: { kind: row.kind } });
      const [item] = await toProofItems(db, [row]);
      res.json(item);
    },

    async remove(req, res) {
      const id = pathId(req.params.id);
      const row = await deleteProofItem(db, id);
      if (!row) throw new HttpError(404, 'Proof item not found');
      await audit.record(req, { actor: await userOf(req), action: 'proof.delete', target: `proof:${id}`, details: { kind: row.kind } });
      res.status(204).end();
    },

    async reorder(req, res) {
      const { kind, ids } = validate<{ kind: ProofKind; ids: number[] }>(reorderBody, req.body, { whole: 'the new order', fieldsOf: 'the new order' });
      if ((await reorderProofItems(db, kind, ids)) === 'stale') {
        throw new HttpError(409, 'The list has changed since you loaded it. Reload and try again.');
      }
      await audit.record(req, { actor: await userOf(req), action: 'proof.reorder', target: `proof:${kind}`, details: { ids } });
      res.json((await loadProofItems(db)).filter((item) => item.kind === kind));
    },

    async uploadImage(req, res) {
      const image = await decodeImageUpload((req.body as { data?: unknown } | undefined)?.data, proofImageRules);
      await quota.ensureRoom(image.bytes.length);
      res.status(201).json(await insertStoredImage(db, image));
    },
  };
}
