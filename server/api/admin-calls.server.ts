/**
 * `PATCH /api/admin/calls/:id` `{state: 'done' | 'no-show', note?}` (docs/product/api.md#booking): staff mark
 * what became of a call, with an optional note on its lead. A call logged this way is the lead's first response
 * when it has none (docs/product/leads.md#time-to-first-response). A cancelled call cannot be marked: 409.
 */
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import { markCallOutcome } from '#database/booking-leads.server.ts';
import type { Database } from '#database/db.server.ts';
import { findBooking } from '#database/bookings.server.ts';
import { findLeadCall } from '#database/lead-calls.server.ts';
import { callOutcomes, type CallOutcome } from '#shared/booking.ts';
import type { SessionUser } from '../auth/session.server.ts';
import { HttpError } from '../errors.server.ts';
import { recordVisitorEvent } from '../sequences/visitor-events.server.ts';
import { pathId, text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

const markBody = Joi.object({
  state: Joi.string()
    .valid(...callOutcomes)
    .required(),
  note: text(5000),
})
  .required()
  .unknown(false);

const markWording = { whole: 'the call update', fieldsOf: 'a call update', labels: { state: 'State', note: 'Note' } };

export function adminCallHandlers({ db, userOf, clock = Date.now }: { db: Database; userOf: (req: Request) => Promise<SessionUser>; clock?: () => number }) {
  const mark: RequestHandler = async (req, res) => {
    const id = pathId(req.params.id);
    const body = validate<{ state: CallOutcome; note?: string }>(markBody, req.body, markWording);
    const user = await userOf(req);
    if (!(await findLeadCall(db, id))) throw new HttpError(404, 'There is no such call.');
    const at = new Date(clock()).toISOString();
    const marked = await markCallOutcome(db, id, { outcome: body.state, note: body.note }, { id: user.id, name: user.username }, at);
    if (!marked) throw new HttpError(409, 'This call was cancelled, so it cannot be marked done or no-show.');
    // A no-show starts its sequences (and ends the "booked" ones); a call held is staff acting on the lead.
    const call = await findLeadCall(db, id);
    const booking = await findBooking(db, { id });
    if (body.state === 'no-show' && booking) await recordVisitorEvent(db, { kind: 'no-show', email: booking.email, contactId: call?.contactId ?? null, at });
    else if (call?.contactId) await recordVisitorEvent(db, { kind: 'staff-acted', contactId: call.contactId, at });
    res.json(await findLeadCall(db, id));
  };
  return { mark };
}
