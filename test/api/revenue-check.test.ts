import { expect } from 'chai';
import { defaultRevenueCheckAssumptions } from '#shared/revenue-check.ts';
import { signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { callJson, postJson } from '../helpers/http.ts';
import { exampleInputs, exampleOutputs } from '../helpers/revenue-check.ts';

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const compute = (body: unknown) => postJson(`${app.url}/api/revenue-check`, body);

describe('POST /api/revenue-check', () => {
  it('answers the example practice’s figures, the inputs and the assumptions with their sources', async () => {
    const response = await compute(exampleInputs);
    expect(response.status).to.equal(200);
    expect(response.body.outputs).to.deep.equal(exampleOutputs);
    expect(response.body.inputs).to.deep.equal(exampleInputs);
    expect(response.body.assumptions.neverReworkedShare).to.deep.equal(defaultRevenueCheckAssumptions.neverReworkedShare);
    expect(response.body.assumptions.targets).to.deep.equal({ denialRate: 3, daysInAR: 30, cleanClaimRate: 98, netCollectionRate: 99 });
    expect(response.body.mediansUsed).to.deep.equal([]);
    expect(await app.db('contacts').count({ n: '*' }).first()).to.satisfy((row: { n: number | string }) => Number(row.n) === 0);
  });

  it('uses the stated median for each measure left null or out ("I don’t know"), and defaults specialty and period', async () => {
    const response = await compute({ providers: 2, collections: 100_000, denialRate: null });
    expect(response.status).to.equal(200);
    expect(response.body.inputs).to.include({ specialty: 'ob-gyn', collectionsPeriod: 'annual', denialRate: null, daysInAR: null });
    expect(response.body.mediansUsed).to.deep.equal(['denialRate', 'daysInAR', 'cleanClaimRate', 'netCollectionRate']);
    expect(response.body.used.denialRate).to.equal(defaultRevenueCheckAssumptions.medians.denialRate.value);
  });

  it('reads monthly collections as a twelfth of the year', async () => {
    const response = await compute({ ...exampleInputs, collections: 200_000, collectionsPeriod: 'monthly' });
    expect(response.body.outputs).to.deep.equal(exampleOutputs);
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await compute({
      specialty: 'dentistry',
      providers: 0,
      collections: -1,
      collectionsPeriod: 'weekly',
      denialRate: 101,
      daysInAR: 2.5,
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
      'cleanClaimRate',
      'netCollectionRate',
    ]);
    expect(errors.find((error) => error.field === 'netCollectionRate')?.message).to.equal('Net collection rate must be at least 50.');
    expect(errors.find((error) => error.field === 'daysInAR')?.message).to.equal('Days in A/R must be a whole number.');
    expect(response.body.message).to.equal('8 fields of the revenue check are not valid.');
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

describe('The revenue check assumptions (owners)', () => {
  let owner: string;
  before(async () => {
    owner = (await signInAs(app, 'owner', 'rc-owner')).cookie;
  });

  const changed = {
    ...defaultRevenueCheckAssumptions,
    neverReworkedShare: { value: 50, source: 'Our own review of 2025 denials' },
  };

  it('answers the defaults before the first save', async () => {
    const response = await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner);
    expect(response.status).to.equal(200);
    expect(response.body).to.deep.equal({ assumptions: defaultRevenueCheckAssumptions, updatedAt: null, defaults: defaultRevenueCheckAssumptions });
  });

  it('saves a change, audits it with the old and new value, and the next result uses it', async () => {
    const saved = await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', owner, changed);
    expect(saved.status).to.equal(200);
    expect(saved.body.assumptions.neverReworkedShare).to.deep.equal(changed.neverReworkedShare);
    const entry = await app.db('audit_log').where({ action: 'revenue-check.update' }).orderBy('id', 'desc').first();
    expect(entry).to.include({ actor: 'rc-owner', target: 'revenue-check' });
    expect(typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details).to.deep.equal({
      changed: { neverReworkedShare: { from: 65, to: 50 } },
    });
    const next = await compute(exampleInputs);
    expect(next.body.outputs.deniedNeverReworked).to.equal(144_000);
    expect(next.body.assumptions.neverReworkedShare.source).to.equal('Our own review of 2025 denials');
  });

  it('refuses a value out of range or a blank source with 400, and changes nothing', async () => {
    const before = await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner);
    const response = await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', owner, {
      ...changed,
      neverReworkedShare: { value: 101, source: ' ' },
      medians: { ...changed.medians, netCollectionRate: { value: 10, source: 'x' } },
    });
    expect(response.status).to.equal(400);
    expect((response.body.errors as { field: string }[]).map((error) => error.field)).to.have.members([
      'neverReworkedShare.value',
      'neverReworkedShare.source',
      'medians.netCollectionRate.value',
    ]);
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'GET', owner)).body).to.deep.equal(before.body);
  });

  it('is for owners only', async () => {
    const editor = (await signInAs(app, 'editor', 'rc-editor')).cookie;
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'PUT', editor, changed)).status).to.equal(403);
    expect((await callJson(`${app.url}/api/admin/revenue-check`, 'GET', '')).status).to.equal(401);
  });
});
