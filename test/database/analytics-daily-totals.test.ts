import { expect } from 'chai';
import { closeDatabase, createDatabase, migrateLatest, type Database } from '#database/db.server.ts';
import { storePageViews, type StoredPageView } from '#database/analytics.server.ts';
import { freshDatabaseEnv, testDatabaseKind } from '../helpers/database.ts';

interface DailyRow {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** The daily totals worked out from scratch from every raw view: what the stored totals must equal. */
async function recountedTotals(db: Database): Promise<DailyRow[]> {
  const expressions: Record<string, string> = {
    total: "''",
    page: 'path',
    source: "coalesce(utm_source, referrer_host, '')",
    device: 'device',
  };
  const rows: DailyRow[] = [];
  for (const [dimension, expression] of Object.entries(expressions)) {
    const counted = (await db.raw(
      `select day, ${expression} as value, count(*) as views, count(distinct visitor) as visitors
       from analytics_events group by day, value`,
    )) as unknown;
    const list = (Array.isArray(counted) ? counted : (counted as { rows: unknown[] }).rows) as DailyRow[];
    for (const row of list) rows.push({ day: row.day, dimension, value: row.value, views: Number(row.views), visitors: Number(row.visitors) });
  }
  return sorted(rows);
}

async function storedTotals(db: Database): Promise<DailyRow[]> {
  const rows = (await db('analytics_daily').select('day', 'dimension', 'value', 'views', 'visitors')) as DailyRow[];
  return sorted(rows.map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) })));
}

function sorted(rows: DailyRow[]): DailyRow[] {
  const key = (row: DailyRow) => `${row.day}|${row.dimension}|${row.value}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function randomSequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function view(fields: Partial<StoredPageView> & Pick<StoredPageView, 'day' | 'visitor' | 'path'>): StoredPageView {
  return {
    occurredAt: `${fields.day}T12:00:00.000Z`,
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    device: 'desktop',
    country: null,
    ...fields,
  };
}

describe(`Daily analytics totals, batch by batch (${testDatabaseKind})`, () => {
  let db: Database;
  beforeEach(async () => {
    const env = await freshDatabaseEnv();
    db = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
    await migrateLatest(db);
  });
  afterEach(() => closeDatabase(db));

  it('counts a visitor seen again in a later batch once, per page, source and device', async () => {
    await storePageViews(db, [view({ day: '2026-11-20', visitor: 'a', path: '/x' })]);
    await storePageViews(db, [
      view({ day: '2026-11-20', visitor: 'a', path: '/x' }),
      view({ day: '2026-11-20', visitor: 'a', path: '/y', utmSource: 'news' }),
      view({ day: '2026-11-20', visitor: 'b', path: '/x', device: 'mobile' }),
    ]);
    const totals = await storedTotals(db);
    const find = (dimension: string, value: string) => totals.find((row) => row.dimension === dimension && row.value === value);
    expect(find('total', '')).to.include({ views: 4, visitors: 2 });
    expect(find('page', '/x')).to.include({ views: 3, visitors: 2 });
    expect(find('page', '/y')).to.include({ views: 1, visitors: 1 });
    expect(find('source', '')).to.include({ views: 3, visitors: 2 });
    expect(find('source', 'news')).to.include({ views: 1, visitors: 1 });
    expect(find('device', 'desktop')).to.include({ views: 3, visitors: 1 });
    expect(find('device', 'mobile')).to.include({ views: 1, visitors: 1 });
  });

  it('after any sequence of batches, equals a recount of every raw view', async () => {
    const random = randomSequence(20_261_123);
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const days = ['2026-11-21', '2026-11-22', '2026-11-23'];
    for (let batch = 0; batch < 12; batch++) {
      const size = 1 + Math.floor(random() * 40);
      const views = Array.from({ length: size }, () =>
        view({
          day: pick(days),
          visitor: `v${Math.floor(random() * 15)}`,
          path: pick(['/', '/blog', '/services/medical-coding', '/uswha']),
          referrerHost: pick([null, 'www.google.com', 'example.org']),
          utmSource: pick([null, null, 'newsletter', '']),
          device: pick(['desktop', 'mobile', 'tablet']),
        }),
      );
      await storePageViews(db, views);
      expect(await storedTotals(db), `after batch ${batch + 1}`).to.deep.equal(await recountedTotals(db));
    }
  });
});
