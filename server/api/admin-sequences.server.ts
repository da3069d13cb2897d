/**
 * Follow-up sequences in the dashboard (`sequences.manage`: owners and editors; docs/product/api.md#sequences).
 *
 * - `GET /api/admin/sequences` → `{sequences}`; `POST` `{name, trigger, steps: [{delayMinutes, subject, html}], active,
 *   untilBooked?, ownerAsSender?}` → 201 `{id}`.
 * - `GET|PUT|DELETE /api/admin/sequences/:id`: the sequence with its steps' counts and its exits; saved; deleted.
 * - `POST /api/admin/sequences/preview` `{subject, html}` → the email as it is sent; `POST /api/admin/sequences/test`
 *   `{subject, html}` → 202, the email sent to the signed-in user.
 * - `POST /api/admin/contacts/:id/sequences/:enrolmentId/remove` (`leads.update`): staff take the lead out.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { removeFromSequence } from '#database/lead-enrolments.server.ts';
import { deleteSequence, findSequence, insertSequence, listSequences, updateSequence } from '#database/sequences.server.ts';
import { sequenceLimits, sequenceTriggers, type SequenceInput } from '#shared/sequences.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { pathId, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

export interface SequenceDeps {
  db: Database;
  audit: AuditLog;
  userOf: (req: Request) => Promise<SessionUser>;
  clock?: (() => number) | undefined;
}

const singleLine = /^[^\r\n\0]*$/;

const stepSchema = Joi.object({
  delayMinutes: Joi.number().integer().min(0).max(sequenceLimits.delayMinutes).required(),
  subject: text(sequenceLimits.subject).pattern(singleLine, 'singleLine').required(),
  html: text(sequenceLimits.html).required(),
});

const sequenceSchema = Joi.object({
  name: text(sequenceLimits.name).pattern(singleLine, 'singleLine').required(),
  trigger: Joi.string()
    .valid(...sequenceTriggers)
    .required(),
  steps: Joi.array().items(stepSchema).min(1).max(sequenceLimits.steps).required(),
  active: Joi.boolean().strict().required(),
  untilBooked: Joi.boolean().strict().default(false),
  ownerAsSender: Joi.boolean().strict().default(false),
}).required();

/** A step's fields by its place, as a person reads them: "Email 2 subject is required." */
const stepLabels: Record<string, string> = Object.fromEntries(
  Array.from({ length: sequenceLimits.steps }, (_, i) => [
    [`steps[${i}].delayMinutes`, `Email ${i + 1} delay`],
    [`steps[${i}].subject`, `Email ${i + 1} subject`],
    [`steps[${i}].html`, `Email ${i + 1} body`],
  ]).flat(),
);

export const sequenceWording = {
  whole: 'the sequence',
  fieldsOf: 'the sequence',
  labels: {
    untilBooked: 'Until they book',
    ownerAsSender: "The lead owner's name as sender",
    ...stepLabels,
  },
  patterns: { singleLine: 'must be on a single line.' },
  fixed: {
    trigger: `Trigger must be one of: ${sequenceTriggers.join(', ')}.`,
    steps: `Steps must be a list of 1 to ${sequenceLimits.steps} emails.`,
  },
};

export function adminSequenceHandlers(deps: SequenceDeps) {
  const { db } = deps;
  const nowIso = () => new Date((deps.clock ?? Date.now)()).toISOString();
  const actorOf = async (req: Request) => {
    const user = await deps.userOf(req);
    return { id: user.id, username: user.username };
  };

  const list: RequestHandler = async (_req, res) => {
    res.json({ sequences: await listSequences(db) });
  };

  const create: RequestHandler = async (req, res) => {
    const input = validate<SequenceInput>(sequenceSchema, req.body, sequenceWording);
    const id = await insertSequence(db, input, nowIso());
    await deps.audit.record(req, { actor: await actorOf(req), action: 'sequence.create', target: `sequence:${id}` });
    res.status(201).json({ id });
  };

  const show: RequestHandler = async (req, res) => {
    const sequence = await findSequence(db, pathId(req.params.id));
    if (!sequence) throw new HttpError(404, 'Sequence not found');
    res.json(sequence);
  };

  const update: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const input = validate<SequenceInput>(sequenceSchema, req.body, sequenceWording);
    if (!(await updateSequence(db, id, input, nowIso()))) throw new HttpError(404, 'Sequence not found');
    await deps.audit.record(req, { actor: await actorOf(req), action: 'sequence.update', target: `sequence:${id}` });
    res.json(await findSequence(db, id));
  };

  const remove: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    if (!(await deleteSequence(db, id))) throw new HttpError(404, 'Sequence not found');
    await deps.audit.record(req, { actor: await actorOf(req), action: 'sequence.delete', target: `sequence:${id}` });
    res.status(204).end();
  };

  const takeOut: RequestHandler = async (req, res) => {
    const contactId = pathId(req.params.id);
    const enrolmentId = pathId(req.params.enrolmentId);
    const outcome = await removeFromSequence(db, contactId, enrolmentId, nowIso());
    if (outcome === 'not-found') throw new HttpError(404, 'This lead is not in that sequence.');
    if (outcome === 'not-active') throw new HttpError(409, 'This lead has already left that sequence or finished it.');
    await deps.audit.record(req, { actor: await actorOf(req), action: 'lead.sequence-remove', target: `lead:${contactId}`, details: { enrolmentId } });
    res.json({ id: enrolmentId, state: 'left', leftReason: 'removed' });
  };

  return { list, create, show, update, remove, takeOut };
}
