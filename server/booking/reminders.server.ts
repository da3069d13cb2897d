/**
 * The reminders 24 hours and 1 hour before each call (docs/product/booking.md#reminders), checked every minute by
 * each server process. A reminder is claimed in the database before it is sent (database/booking-reminders.server.ts),
 * so several processes send it once; without SMTP_URL nothing is claimed, so nothing is lost by a process that
 * cannot send.
 */
import { claimReminder, dueReminders, reminders, type ReminderKind } from '#database/booking-reminders.server.ts';
import { mailConfigured } from '../mail/account-mail.server.ts';
import { sendBookingMail } from './booking-mail.server.ts';
import type { BookingDeps } from './booking-service.server.ts';

const everyMs = 60_000;

/** Sends the reminders due now; answers how many this process claimed. */
export async function sendDueReminders(deps: BookingDeps): Promise<number> {
  if (!mailConfigured(deps.config)) return 0;
  const nowMs = (deps.clock ?? Date.now)();
  let sent = 0;
  for (const kind of Object.keys(reminders) as ReminderKind[]) {
    for (const booking of await dueReminders(deps.db, kind, nowMs)) {
      if (!(await claimReminder(deps.db, booking.id, kind, nowMs))) continue;
      // The manage link cannot be rebuilt from its hash: the reminder has none (the first email has it).
      await sendBookingMail(deps, booking, null, 'reminder');
      sent += 1;
    }
  }
  return sent;
}

/** Runs `sendDueReminders` now and every minute; call the answer to stop. */
export function startBookingReminders(deps: BookingDeps): () => void {
  const run = () =>
    sendDueReminders(deps).catch((error: unknown) =>
      deps.logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'booking reminders failed'),
    );
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
