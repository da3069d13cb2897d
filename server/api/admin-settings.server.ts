/**
 * The company's details (owners: `company.manage` in the route table).
 *
 * - `GET /api/admin/settings`: `{settings, placeholder, updatedAt}`; `placeholder` is true until the
 *   first save (the values are content/company.ts's).
 * - `PUT /api/admin/settings`: every value at once (settings-schema.ts); answers as GET. The change is
 *   audited (`settings.update`, naming the fields that changed) and bumps the content version, so every
 *   process renders its pages again.
 * - `POST /api/admin/settings/logo`: `{data}` (base64 of a PNG, or an SVG drawn once as a PNG; at most
 *   300 KB; re-encoded without metadata) answers 201 `{id, url, width, height, contentType}`; the logo is used once a PUT names its id.
 */
import type { RequestHandler } from 'express';
import { saveCompanySettingsRow } from '#database/company-settings.server.ts';
import type { Database } from '#database/db.server.ts';
import { findStoredImageRefs, insertStoredImage } from '#database/stored-images.server.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';
import { settingsBody, settingsWording, type SettingsBody } from '../company/settings-schema.ts';
import { HttpError } from '../errors.server.ts';
import { decodeImageUpload } from '../images/image-upload.server.ts';
import type { UploadGuards } from '../media/upload-limits.server.ts';
import { validate } from '../validation/validate.ts';

export const logoUploadRules = { accept: ['png', 'svg'], maxBytes: 300 * 1024, maxSide: 4096 } as const;

interface SettingsDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  quota: Pick<UploadGuards, 'ensureRoom'>;
}

export function adminSettingsHandlers({ db, audit, userOf, quota }: SettingsDeps): Record<'show' | 'save' | 'uploadLogo', RequestHandler> {
  return {
    async show(_req, res) {
      res.json(await loadCompanySettings(db));
    },

    async save(req, res) {
      const body = validate<SettingsBody>(settingsBody, req.body, settingsWording);
      if (body.logoImageId !== null && !(await findStoredImageRefs(db, [body.logoImageId])).has(body.logoImageId)) {
        throw new HttpError(400, 'Upload the logo first: no image has that id.', {
          errors: [{ field: 'logoImageId', message: 'Logo is not an uploaded image.' }],
        });
      }
      const before = await loadCompanySettings(db);
      const { logoImageId, ...values } = body;
      await saveCompanySettingsRow(db, values, logoImageId);
      const after = await loadCompanySettings(db);
      const previous = { ...before.settings, logoImageId: before.settings.logo?.id ?? null } as Record<string, unknown>;
      const changed = Object.keys(body).filter((key) => JSON.stringify(previous[key]) !== JSON.stringify((body as unknown as Record<string, unknown>)[key]));
      await audit.record(req, { actor: await userOf(req), action: 'settings.update', target: 'settings', details: { changed, firstSave: before.placeholder } });
      res.json(after);
    },

    async uploadLogo(req, res) {
      const image = await decodeImageUpload((req.body as { data?: unknown } | undefined)?.data, logoUploadRules);
      await quota.ensureRoom(image.bytes.length);
      res.status(201).json(await insertStoredImage(db, image));
    },
  };
}
