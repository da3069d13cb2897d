/**
 * `GET /api/admin/setup` (owners: `company.manage`): the setup list the owner's overview shows until every item
 * is done (docs/product/admin.md#setup-list). `{items: [{key, done}]}`, keys in order:
 *
 * - `hours`: someone who takes calls has saved at least one range of weekly hours (until then booking offers no time);
 * - `contact`: the company's phone is a real number (not a 555-01xx one, as the first-run placeholder is) and its
 *   street, city, state and ZIP code are filled in;
 * - `logo`: a logo is uploaded and saved;
 * - `proof`: at least one proof item the company added (demo mode's samples do not count).
 */
import type { RequestHandler } from 'express';
import { listBookablePeople } from '#database/bookings.server.ts';
import type { Database } from '#database/db.server.ts';
import { countOwnProofItems } from '#database/proof-items.server.ts';
import { weekdays } from '#shared/booking.ts';
import { isRealPhone, type SetupAnswer } from '#shared/setup-list.ts';
import { loadCompanySettings } from '../company/company-settings.server.ts';

export function adminSetupHandler(db: Database): RequestHandler {
  return async (_req, res) => {
    const [people, { settings }, proofCount] = await Promise.all([listBookablePeople(db), loadCompanySettings(db), countOwnProofItems(db)]);
    const { street, locality, region, postalCode } = settings.address;
    const answer: SetupAnswer = {
      items: [
        { key: 'hours', done: people.some(({ availability }) => weekdays.some((day) => availability.weeklyHours[day].length > 0)) },
        { key: 'contact', done: isRealPhone(settings.phone) && [street, locality, region, postalCode].every((part) => part.trim() !== '') },
        { key: 'logo', done: settings.logo !== null },
        { key: 'proof', done: proofCount > 0 },
      ],
    };
    res.json(answer);
  };
}
