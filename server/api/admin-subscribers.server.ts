/**
 * The subscriber list's import and export (`subscribers.manage`; docs/product/subscriptions.md#import-and-export).
 *
 * - `GET /api/admin/subscribers/export.csv?state=&topic=&q=` → every match as CSV, formulas guarded; audited.
 * - `POST /api/admin/subscribers/import` `{csv, fileName?, basis, topics?, attestPriorOptIn?}` → 200 the counts.
 *   All or nothing: a malformed file or any row without a valid address (each named by its line) imports none.
 *   Only owners may attest prior opt-in (`subscribers.attest`); everyone else's imports are asked to confirm.
 */
import { randomBytes } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { exportPage } from '#database/subscriber-export.server.ts';
import { importSubscribers } from '#database/subscriber-import.server.ts';
import { dayIn } from '#shared/site-day.ts';
import { importBasisMax, maxImportCharacters } from '#shared/subscriber-list.ts';
import { subscriberStates, subscriptionTopics, type SubscriberState, type SubscriptionTopic } from '#shared/subscriptions.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import { demand } from '../auth/permissions.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError, type FieldError } from '../errors.server.ts';
import { addressesOf, MalformedCsv, subscriberCsvHeader, subscriberCsvRows } from '../subscriptions/subscriber-csv.ts';
import { confirmLinkLifetimeMs, hashSubscriptionToken, sendConfirmation, type SubscribeDeps } from '../subscriptions/subscribe.server.ts';
import { queryWording, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface SubscriberFileDeps extends SubscribeDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
}

/** The JSON body around it (escaping can grow it). */
export const importBodyParser = express.json({ limit: '1500kb', strict: true, type: 'application/json' });

const exportQuery = Joi.object({
  state: Joi.string().valid(...subscriberStates),
  topic: Joi.string().valid(...subscriptionTopics),
  q: text(254),
});

const importSchema = Joi.object({
  csv: Joi.string().required(),
  fileName: text(200).pattern(/^[^\r\n\0/\\]*$/, 'fileName'),
  basis: text(importBasisMax).required(),
  topics: Joi.array()
    .items(Joi.string().valid(...subscriptionTopics))
    .unique()
    .default([]),
  attestPriorOptIn: Joi.boolean().default(false),
}).required();

const importWording = {
  whole: 'the import',
  fieldsOf: 'the import',
  labels: { csv: 'The list', fileName: 'File name', basis: 'Consent basis', attestPriorOptIn: 'Prior opt-in' },
  patterns: { fileName: 'must be a file name.' },
  fixed: { topics: `Topics must be a list of: ${subscriptionTopics.join(', ')}.` },
};

const address = Joi.string().max(254).email({ tlds: false, minDomainSegments: 2 });

/** Each line's address, lower-cased and each once; 400 naming every bad line, or the file's fault. */
function readAddresses(csv: string): { emails: string[]; duplicates: number } {
  let rows: { line: number; email: string }[];
  try {
    rows = addressesOf(csv);
  } catch (error) {
    if (!(error instanceof MalformedCsv)) throw error;
    const message = `The file is not valid CSV: ${error.message} Nothing was imported.`;
    throw new HttpError(400, message, { errors: [{ field: 'csv', message }] });
  }
  const bad: FieldError[] = rows
    .filter((row) => address.validate(row.email).error)
    .map((row) => ({ field: 'csv', message: `Line ${row.line}: ${row.email ? `"${row.email.slice(0, 80)}" is not an email address` : 'no email address'}.` }));
  if (bad.length > 0) {
    const message = `${bad.length === 1 ? 'One line has' : `${bad.length} lines have`} no valid email address; nothing was imported. Correct ${bad.length === 1 ? 'it' : 'them'} and import again.`;
    throw new HttpError(400, message, { errors: bad.slice(0, 100) });
  }
  const emails = [...new Set(rows.map((row) => row.email.toLowerCase()))];
  return { emails, duplicates: rows.length - emails.length };
}

export function adminSubscriberFileHandlers(deps: SubscriberFileDeps) {
  const { db } = deps;
  const nowMs = () => (deps.clock ?? Date.now)();

  const exportCsv: RequestHandler = async (req, res) => {
    const filter = validate<{ state?: SubscriberState; topic?: SubscriptionTopic; q?: string }>(exportQuery, req.query, queryWording, { root: 'query' });
    const user = await deps.userOf(req);
    await deps.audit.record(req, { actor: { id: user.id, username: user.username }, action: 'subscriber.export', details: { ...filter } });
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="subscribers-${dayIn(deps.config.siteTimeZone, nowMs())}.csv"`)
      .set('Cache-Control', 'no-store');
    // The byte-order mark tells spreadsheet programs the file is UTF-8; pages of 1,000 keep memory flat.
    res.write('\uFEFF' + subscriberCsvHeader);
    let before: number | null = null;
    do {
      const page = await exportPage(db, filter, before, 1000);
      if (page.rows.length > 0) res.write(subscriberCsvRows(page.rows));
      before = page.next;
    } while (before !== null);
    res.end();
  };

  const importCsv: RequestHandler = async (req, res) => {
    const raw = (req.body ?? {}) as { csv?: unknown };
    if (typeof raw.csv === 'string' && raw.csv.length > maxImportCharacters)
      throw new HttpError(413, 'The list is too large: at most 1,000,000 characters (about 30,000 addresses). Split it and import each part.');
    const body = validate<{ csv: string; fileName?: string; basis: string; topics: SubscriptionTopic[]; attestPriorOptIn: boolean }>(
      importSchema,
      req.body,
      importWording,
    );
    const user = await deps.userOf(req);
    if (body.attestPriorOptIn) demand(user, 'subscribers.attest', 'Only an owner may attest that imported people opted in before.');
    const { emails, duplicates } = readAddresses(body.csv);
    const now = nowMs();
    const tokens = new Map<string, string>();
    const outcome = await importSubscribers(db, {
      emails,
      topics: body.topics,
      basis: body.basis,
      source: body.fileName ?? 'a pasted list',
      attestedBy: body.attestPriorOptIn ? user.username : null,
      now: new Date(now).toISOString(),
      expiresAt: new Date(now + confirmLinkLifetimeMs).toISOString(),
      tokensFor: (email) => {
        const token = randomBytes(32).toString('base64url');
        tokens.set(email, token);
        return { manageToken: randomBytes(24).toString('base64url'), tokenHash: hashSubscriptionToken(token) };
      },
    });
    const { toAsk, ...counts } = outcome;
    await deps.audit.record(req, {
      actor: { id: user.id, username: user.username },
      action: 'subscriber.import',
      details: { ...counts, duplicates, attested: body.attestPriorOptIn, basis: body.basis.slice(0, 200) },
    });
    void askToConfirm(deps, toAsk, tokens);
    res.json({ ...counts, duplicates, confirmationsQueued: deps.config.smtpUrl ? toAsk.length : 0 });
  };

  return { exportCsv, importCsv };
}

/** The confirmation emails of an import, one after another in the background. */
async function askToConfirm(deps: SubscribeDeps, emails: string[], tokens: Map<string, string>): Promise<void> {
  if (!deps.config.smtpUrl || emails.length === 0) return;
  for (const email of emails) {
    await sendConfirmation(deps, email, tokens.get(email)!).catch((error: unknown) =>
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'an imported subscriber’s confirmation email failed'),
    );
  }
}
