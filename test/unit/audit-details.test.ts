import { expect } from 'chai';
import { actorOf, describeDetails } from '#islands/dashboard/audit/audit-details.ts';

describe('The audit log viewer’s wording', () => {
  it('shows details as words, never the recorded API field names', () => {
    const shown = describeDetails({ status: 'call_booked', handled: true, owner: 'maria', followUpSet: false, requireTwoFactor: true }, 'UTC');
    expect(shown).to.equal('Status: call booked; Handled: yes; Owner: maria; Follow-up date: cleared; Two-factor sign-in required: yes');
    expect(describeDetails({ changed: ['companyName', 'phone'] }, 'UTC')).to.equal('Changed: company name, phone');
    expect(describeDetails({ ownerId: 1 }, 'UTC')).to.equal('Owner: user #1');
    expect(describeDetails({ owner: null }, 'UTC')).to.equal('Owner: nobody');
  });

  it('names the scheduler as the actor of a scheduled publish, old entries included', () => {
    const scheduled = { actor: null, details: { slug: 'a-post', scheduled: true } };
    expect(actorOf(scheduled, '(not signed in)')).to.equal('Scheduler');
    expect(describeDetails(scheduled.details, 'UTC')).to.equal('Address: a-post; Published on schedule');
    expect(actorOf({ actor: null, details: { username: 'x' } }, '(not signed in)')).to.equal('(not signed in)');
    expect(actorOf({ actor: 'maria', details: null }, '(not signed in)')).to.equal('maria');
  });

  it('shows a publish time in the site’s zone, labelled', () => {
    expect(describeDetails({ publishAt: '2026-12-01T15:00:00.000Z' }, 'America/New_York')).to.equal('Publishes: Dec 1, 2026, 10:00 AM EST');
  });
});
