import { expect } from 'chai';
import { defaultRevenueCheckAssumptions, rateFields } from '#shared/revenue-check.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { callJson, postJson } from '../helpers/http.ts';
import { exampleFigures, exampleInputs } from '../helpers/revenue-check.ts';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const compute = (body: unknown) => postJson(`${app.url}/api/revenue-check`, body);

describe('POST /api/revenue-check', () => {
  it('answers the example practice: yearly and one-time figures apart, each with its labelled parts, and the benchmarks with sources', async () => {
    const response = await compute(exampleInputs);
    expect(response.status).to.equal(200);
    expect(response.body.modelVersion).to.equal(2);
    expect(response.body.yearly).to.deep.equal({
      total: exampleFigures.yearly,
      parts: [
        {
          key: 'collectionGap',
          label: 'Earned but not collected, against top performers’ 99% net collection rate',
          amount: exampleFigures.yearly,
          ofWhich: [
            {
              key: 'deniedNeverReworked',
              label: 'of which: denied claims never reworked (already inside the figure above, not added to it)',
              amount: exampleFigures.deniedNeverReworked,
            },
          ],
        },
      ],
    });
    expect(response.body.oneTime).to.deep.equal({
      total: exampleFigures.oneTime,
      parts: [
        {
          key: 'arOver90AboveBenchmark',
          label: 'A/R over 90 days above top performers’ 12%: the money most at risk',
          amount: exampleFigures.arOver90AboveBenchmark,
        },
        { key: 'otherArAboveBenchmark', label: 'Other A/R above top performers’ 30 days', amount: exampleFigures.otherArAboveBenchmark },
      ],
    });
    expect(response.body).not.to.have.property('outputs');
    expect(response.body.inputs).to.deep.equal(exampleInputs);
    expect(response.body.mediansUsed).to.deep.equal(['arOver90']);
    expect(await app.db('contacts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
  });

  it('answers a benchmark row per measure: the value used, typical, top performers, our target and a named source', async () => {
    const { body } = await compute(exampleInputs);
    const rows = body.benchmarks as { measure: string; value: number; median: number; topPerformers: number; target: number | null; source: string }[];
    expect(rows.map((row) => row.measure)).to.deep.equal([...rateFields]);
    expect(rows[0]).to.deep.include({ measure: 'denialRate', value: 12, median: 11.1, topPerformers: 5, target: 3, standing: 'behind' });
    expect(rows[0]!.source).to.include('Change Healthcare, 2020 Revenue Cycle Denials Index');
    expect(rows.find((row) => row.measure === 'arOver90')).to.deep.include({ value: 20, median: 20, target: null, standing: 'typical' });
    for (const row of rows) expect(row.source, row.measure).to.match(/20\d\d/);
  });

  it('takes A/R over 90 days (0–100) and counts what lies above top performers’ share', async () => {
    const response = await compute({ ...exampleInputs, arOver90: 32 });
    expect(response.status).to.equal(200);
    // 710,136.99 in A/R × (32% − 12%) = 142,027.40; 266,301 − 142,027 = 124,274.
    expect(response.body.oneTime.parts.map((part: { amount: number }) => part.amount)).to.deep.equal([142_027, 124_274]);
    expect(response.body.oneTime.total).to.equal(exampleFigures.oneTime);
    for (const arOver90 of [-1, 100.5, 'many']) {
      const refused = await compute({ ...exampleInputs, arOver90 });
      expect(refused.status, String(arOver90)).to.equal(400);
      expect(refused.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['arOver90']);
    }
  });

  it('does not raise the yearly figure when only the denial rate rises (12% to 20%)', async () => {
    const at20 = await compute({ ...exampleInputs, denialRate: 20 });
    expect(at20.body.yearly.total).to.equal(exampleFigures.yearly);
  });

  it('uses the typical value for each measure left null or out ("I don’t know"), and defaults specialty and period', async () => {
    const response = await compute({ providers: 2, collections: 100_000, denialRate: null });
    expect(response.status).to.equal(200);
    expect(response.body.inputs).to.include({ specialty: 'ob-gyn', collectionsPeriod: 'annual', denialRate: null, daysInAR: null, arOver90: null });
    expect(response.body.mediansUsed).to.deep.equal([...rateFields]);
    expect(response.body.used.denialRate).to.equal(defaultRevenueCheckAssumptions.benchmarks.denialRate.median);
    expect(response.body.benchmarks.map((row: { standing: string }) => row.standing)).to.deep.equal(rateFields.map(() => 'typical'));
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await compute({
      specialty: 'dentistry',
      providers: 0,
      collections: -1,
      collectionsPeriod: 'weekly',
      denialRate: 101,
      daysInAR: 2.5,
      arOver90: 101,
      cleanClaimRate: 'high',
      netCollectionRate: 49,
    });
    expect(response.status).to.equal(400);
    const errors = response.body.errors as { field: string; message: string }[];
    expect(errors.map((error) => error.field)).to.have.members([
      'specialty',
      'providers',
      'collections',
      'collectionsPeriod',
      'denialRate',
      'daysInAR',
      'arOver90',
      'cleanClaimRate',
      'netCollectionRate',
    ]);
    expect(errors.find((error) => error.field === 'netCollectionRate')?.message).to.equal('Net collection rate must be at least 50.');
    expect(errors.find((error) => error.field === 'arOver90')?.message).to.equal('A/R over 90 days must be at most 100.');
    expect(response.body.message).to.equal('9 fields of the revenue check are not valid.');
  });

  it('answers 400 for missing required inputs, an unknown field and a body that is not an object', async () => {
    const missing = await compute({});
    expect(missing.status).to.equal(400);
    expect((missing.body.errors as { field: string }[]).map((error) => error.field)).to.deep.equal(['providers', 'collections']);
    const unknown = await compute({ ...exampleInputs, patientName: 'x' });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.errors).to.deep.equal([{ field: 'patientName', message: '"patientName" is not a field of the revenue check.' }]);
    const list = await compute([1, 2]);
    expect(list.status).to.equal(400);
  });
});

describe('The revenue check benchmarks (owners)', () => {
  let owner: string;
  before(async () => {
    owner = (await signInAs(app, 'owner', 'rc-owner')).cookie;
  });

  const defaults = defaultRevenueCheckAssumptions;
  const changed = {
    ...defaults,
    benchmarks: {
      ...defaults.benchmarks,
      netCollectionRate: { median: 95, topPerformers: 97, target: 99, source: 'MGMA, DataDive Cost and Revenue, 2025 (OB/GYN, better performers)' },
      arOver90: { ...defaults.benchmarks.arOver90, target: 10 },
    },
  };

  it('answers the first-run figures before the first save', async () => {
    const response = await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ assumptions: defaults, updatedAt: null, defaults });
  });

  it('saves a change, audits each changed figure with its old and new value, and the next result uses it', async () => {
    const saved = await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', owner, changed);
    expect(saved.status).to.equal(200);
    expect(saved.body.assumptions.benchmarks.netCollectionRate).to.deep.equal(changed.benchmarks.netCollectionRate);
    const entry = await app.db('audit_log').where({ action: 'revenue-check.update' }).orderBy('id', 'desc').first();
    expect(entry).to.include({ actor: 'rc-owner', target: 'revenue-check' });
    expect(typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details).to.deep.equal({
      changed: {
        'benchmarks.arOver90.target': { from: null, to: 10 },
        'benchmarks.netCollectionRate.topPerformers': { from: 99, to: 97 },
        'benchmarks.netCollectionRate.source': { changed: true },
      },
    });
    const next = await compute(exampleInputs);
    // 5,806,451.61 allowed × (97% − 93%) = 232,258.06
    expect(next.body.yearly.total).to.equal(232_258);
    const row = next.body.benchmarks.find((item: { measure: string }) => item.measure === 'netCollectionRate');
    expect(row).to.deep.include({ topPerformers: 97, source: changed.benchmarks.netCollectionRate.source });
  });

  it('refuses a figure out of range, a missing target or a blank source with 400, and changes nothing', async () => {
    const before = await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner);
    const { target: _target, ...noTarget } = changed.benchmarks.daysInAR;
    const response = await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', owner, {
      ...changed,
      neverReworkedShare: { value: 101, source: ' ' },
      benchmarks: { ...changed.benchmarks, netCollectionRate: { ...changed.benchmarks.netCollectionRate, median: 10 }, daysInAR: noTarget },
    });
    expect(response.status).to.equal(400);
    expect((response.body.errors as { field: string }[]).map((error) => error.field)).to.have.members([
      'neverReworkedShare.value',
      'neverReworkedShare.source',
      'benchmarks.netCollectionRate.median',
      'benchmarks.daysInAR.target',
    ]);
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner)).body).to.deep.equal(before.body);
  });

  it('refuses model 1’s shape (medians) with 400', async () => {
    const response = await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', owner, { neverReworkedShare: defaults.neverReworkedShare, medians: {} });
    expect(response.status).to.equal(400);
  });

  it('is for owners only', async () => {
    const editor = (await signInAs(app, 'editor', 'rc-editor')).cookie;
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', editor, changed)).status).to.equal(403);
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'GET', '')).status).to.equal(401);
  });
});
