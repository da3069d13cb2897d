import { expect } from 'chai';
import { pino } from 'pino';
import { closeDatabase, createDatabase, type Database } from '#database/db.server.ts';
import { sendDueReminders } from '#server/booking/reminders.server.ts';
import { postJson } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';

const start = '2030-01-08T10:00:00.000Z';
const hour = 60 * 60_000;

describe('Booking reminders', () => {
  let context: BookingTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let secondProcess: Database;
  beforeEach(async () => {
    smtp = await startSmtp();
    context = await startBookingApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_FROM: 'site@example.com' });
    // A second process: its own connections to the same database.
    const { databaseUrl, sqlitePath, isProduction } = context.app.config;
    secondProcess = createDatabase({ databaseUrl, sqlitePath, isProduction });
  });
  afterEach(async () => {
    await closeDatabase(secondProcess);
    await context.app.close();
    smtp.close();
  });

  /** Both processes look for due reminders at once; how many each sent. */
  function bothProcesses(): Promise<number[]> {
    const logger = pino({ level: 'silent' });
    const clock = () => context.now.ms;
    return Promise.all([
      sendDueReminders({ db: context.app.db, config: context.app.config, logger, clock }),
      sendDueReminders({ db: secondProcess, config: context.app.config, logger, clock }),
    ]);
  }

  it('sends the 24-hour and the 1-hour reminder once each, with two processes checking', async () => {
    const confirmation = smtp.nextMessage();
    const booked = await postBooking(context, { ...visitor, start });
    expect(booked.status).to.equal(201);
    await confirmation;
    context.now.ms = Date.parse(start) - 25 * hour;
    expect(await bothProcesses()).to.deep.equal([0, 0]);
    context.now.ms = Date.parse(start) - 24 * hour + 60_000;
    const reminder = smtp.nextMessage();
    const sent = await bothProcesses();
    expect(sent[0]! + sent[1]!).to.equal(1);
    expect(await reminder).to.include('A reminder of your free assessment call');
    context.now.ms += 60_000;
    expect(await bothProcesses()).to.deep.equal([0, 0]);
    context.now.ms = Date.parse(start) - hour + 60_000;
    const hourBefore = await bothProcesses();
    expect(hourBefore[0]! + hourBefore[1]!).to.equal(1);
  });

  it('sends no reminder for a cancelled call', async () => {
    const confirmation = smtp.nextMessage();
    const booked = await postBooking(context, { ...visitor, start });
    await confirmation;
    const token = booked.body.manageUrl.split('/').pop();
    expect((await postJson(`${context.app.url}/api/booking/${token}/cancel`, {}, { headers: context.headers })).status).to.equal(200);
    context.now.ms = Date.parse(start) - 2 * 60_000;
    expect(await bothProcesses()).to.deep.equal([0, 0]);
  });
});
