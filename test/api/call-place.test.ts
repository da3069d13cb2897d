/** How the call happens (docs/product/booking.md#how-the-call-happens): video on the host's link, said on the page, in the email and in the invitation. */
import { expect } from 'chai';
import ICAL from 'ical.js';
import { signInAs } from '../helpers/app.ts';
import { postBooking, startBookingApp, visitor, type BookingTestApp } from '../helpers/booking.ts';
import { callJson, request } from '../helpers/http.ts';
import { startSmtp } from '../helpers/smtp.ts';

const start = '2030-01-08T10:00:00.000Z';
const videoUrl = 'https://meet.example.com/sam-lee';

describe('How the call happens', () => {
  let context: BookingTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeEach(async () => {
    smtp = await startSmtp();
    context = await startBookingApp({ SMTP_URL: smtp.url, CONTACT_NOTIFY_FROM: 'site@example.com' });
    await context.app.db('users').where({ id: context.salesId }).update({ display_name: 'Sam Lee' });
  });
  afterEach(async () => {
    await context.app.close();
    smtp.close();
  });

  async function useVideo() {
    const owner = await signInAs(context.app, 'owner', 'video-owner');
    const settings = (await callJson(`${context.app.url}/api/admin/booking-settings`, 'GET', owner.cookie)).body;
    const saved = await callJson(`${context.app.url}/api/admin/booking-settings`, 'PUT', owner.cookie, { ...settings, callMethod: 'video' });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.callMethod).to.equal('video');
  }

  it('names the host and the video link on the confirmation page, in the email and in the downloaded invitation', async () => {
    await useVideo();
    const hours = (await callJson(`${context.app.url}/api/admin/availability`, 'GET', context.salesCookie)).body;
    const saved = await callJson(`${context.app.url}/api/admin/availability`, 'PUT', context.salesCookie, { ...hours, videoUrl });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.videoUrl).to.equal(videoUrl);

    const email = smtp.nextMessage();
    const booked = await postBooking(context, { ...visitor, phone: '555 0100', start });
    expect(booked.status).to.equal(201);
    const message = await email;
    expect(message.replace(/=\r\n/g, '')).to.include('Sam Lee will meet you by video');

    const page = await request(`${context.app.url}${new URL(booked.body.manageUrl).pathname}`);
    expect(page.text).to.include(`Sam Lee will meet you by video: ${videoUrl}`);
    expect(page.text).to.include('We have emailed you this page’s link and a calendar invitation.');
    const calendar = new ICAL.Component(ICAL.parse((await request(`${context.app.url}${new URL(booked.body.icsUrl).pathname}`)).text));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.location).to.equal(videoUrl);
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!.getParameter('cn')).to.match(/^Sam Lee, /);
  });

  it('says the host will email a link when they have none', async () => {
    await useVideo();
    const booked = await postBooking(context, { ...visitor, start });
    const page = await request(`${context.app.url}${new URL(booked.body.manageUrl).pathname}`);
    expect(page.text).to.include('Sam Lee will email you the video link before the call.');
  });

  it('refuses a video link that is not https, naming the field', async () => {
    const hours = (await callJson(`${context.app.url}/api/admin/availability`, 'GET', context.salesCookie)).body;
    for (const bad of ['http://meet.example.com/x', 'javascript:alert(1)', 'x'.repeat(501)]) {
      const answer = await callJson(`${context.app.url}/api/admin/availability`, 'PUT', context.salesCookie, { ...hours, videoUrl: bad });
      expect(answer.status, bad).to.equal(400);
      expect(answer.body.errors[0].field).to.equal('videoUrl');
    }
    const owner = await signInAs(context.app, 'owner', 'method-owner');
    const settings = (await callJson(`${context.app.url}/api/admin/booking-settings`, 'GET', owner.cookie)).body;
    const wrong = await callJson(`${context.app.url}/api/admin/booking-settings`, 'PUT', owner.cookie, { ...settings, callMethod: 'carrier pigeon' });
    expect(wrong.status).to.equal(400);
    expect(wrong.body.errors[0].field).to.equal('callMethod');
  });
});
