import { expect } from 'chai';
import { signInAs } from '../helpers/app.ts';
import { callJson, request } from '../helpers/http.ts';
import { contactRows, postContact, useContactTestApp, validContact } from '../helpers/contacts.ts';
import { exampleFigures, exampleInputs, modelOneCheck } from '../helpers/revenue-check.ts';

const context = useContactTestApp();

function postAnalysisForm(fields: Record<string, string>) {
  return request(`${context.app.url}/revenue-check/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const exampleForm = Object.fromEntries(Object.entries(exampleInputs).map(([key, value]) => [key, value === null ? '' : String(value)]));
const contactForm = { fullName: 'Dana Whitfield', email: 'dana@riverside-obgyn.example', company: 'Riverside OB-GYN', phone: '', bestTime: 'morning' };

describe('POST /api/contacts with a revenue check', () => {
  it('stores the inputs, both figures with every part and the benchmarks, with the model’s version; the lead API returns them', async () => {
    const response = await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs } }, context.headers);
    expect(response.status).to.equal(201);
    const [row] = await contactRows(context.app);
    expect([Number(row!.revenue_yearly), Number(row!.revenue_one_time), Number(row!.revenue_check_model)]).to.deep.equal([
      exampleFigures.yearly,
      exampleFigures.oneTime,
      2,
    ]);
    expect(row!.revenue_opportunity).to.equal(null);
    const owner = (await signInAs(context.app, 'owner', `owner-${Date.now()}`)).cookie;
    const lead = await callJson(`${context.app.url}/api/admin/contacts/${response.body.id}`, 'GET', owner);
    const check = lead.body.revenueCheck;
    expect(check.modelVersion).to.equal(2);
    expect(check.inputs).to.deep.equal(exampleInputs);
    expect(check.yearly.total).to.equal(exampleFigures.yearly);
    expect(check.yearly.parts[0].ofWhich[0]).to.include({ key: 'deniedNeverReworked', amount: exampleFigures.deniedNeverReworked });
    expect(check.oneTime.parts.map((part: { amount: number }) => part.amount)).to.deep.equal([
      exampleFigures.arOver90AboveBenchmark,
      exampleFigures.otherArAboveBenchmark,
    ]);
    expect(check.benchmarks).to.have.length(5);
    expect(check.assumptions.benchmarks.netCollectionRate.topPerformers).to.equal(99);
    expect(check).not.to.have.property('outputs');
  });

  it('keeps what a lead from before model 2 was shown, labelled model 1', async () => {
    const modelOne = modelOneCheck;
    const now = new Date().toISOString();
    const [inserted] = await context.app
      .db('contacts')
      .insert({
        ...{ full_name: 'Old Lead', email: 'old@example.com', company: 'Old Practice', subject: 'Free A/R analysis request', message: 'Old request.' },
        revenue_check: JSON.stringify(modelOne),
        revenue_opportunity: 433_216,
        revenue_check_model: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    const id = typeof inserted === 'object' ? (inserted as { id: number }).id : inserted;
    const owner = (await signInAs(context.app, 'owner', `owner-${Date.now()}`)).cookie;
    const lead = await callJson(`${context.app.url}/api/admin/contacts/${id}`, 'GET', owner);
    expect(lead.body.revenueCheck.modelVersion).to.equal(1);
    expect(lead.body.revenueCheck.outputs).to.deep.equal(modelOne.outputs);
    const csv = await request(`${context.app.url}/api/admin/contacts.csv`, { headers: { cookie: owner } });
    expect(csv.text).to.include('Revenue check: model 1 total at stake ($)');
  });

  it('refuses figures sent by the client (only inputs are taken), and invalid inputs, naming each field; nothing stored', async () => {
    const withOutputs = await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs, outputs: { total: 1 } } }, context.headers);
    expect(withOutputs.status).to.equal(400);
    expect(withOutputs.body.errors).to.deep.equal([{ field: 'revenueCheck', message: 'Send the revenue check as {"inputs": {...}}.' }]);
    const invalid = await postContact(
      context.app,
      { ...validContact, email: 'nope', revenueCheck: { inputs: { ...exampleInputs, denialRate: 120, providers: 'x' } } },
      context.headers,
    );
    expect(invalid.status).to.equal(400);
    expect((invalid.body.errors as { field: string }[]).map((error) => error.field)).to.deep.equal([
      'email',
      'revenueCheck.inputs.providers',
      'revenueCheck.inputs.denialRate',
    ]);
    const missing = await postContact(context.app, { ...validContact, revenueCheck: {} }, context.headers);
    expect(missing.status).to.equal(400);
    expect((missing.body.errors as { field: string }[]).map((error) => error.field)).to.deep.equal(['revenueCheck.inputs']);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('stores nothing for a filled honeypot, and answers as if stored', async () => {
    const response = await postContact(context.app, { ...validContact, website: 'spam', revenueCheck: { inputs: exampleInputs } }, context.headers);
    expect(response.status).to.equal(201);
    expect(response.body).to.deep.equal({ id: null, leadToken: null });
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('sorts the leads by the yearly figure, largest first, and filters by a smallest yearly figure', async () => {
    await postContact(context.app, { ...validContact, revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } }, context.headers);
    await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs } }, context.headers);
    await postContact(context.app, validContact, context.headers);
    const owner = (await signInAs(context.app, 'owner', `owner-${Date.now()}`)).cookie;
    const sorted = await callJson(`${context.app.url}/api/admin/contacts?sort=yearly&order=desc`, 'GET', owner);
    expect(sorted.status).to.equal(200);
    // 1,200,000 ÷ 93% × 6% = 77,419.35
    expect(
      (sorted.body.items as { revenueCheck: { yearly: { total: number } } | null }[]).map((item) => item.revenueCheck?.yearly.total ?? null),
    ).to.deep.equal([exampleFigures.yearly, 77_419, null]);
    const filtered = await callJson(`${context.app.url}/api/admin/contacts?minYearly=100000`, 'GET', owner);
    expect(filtered.body.total).to.equal(1);
    const bad = await callJson(`${context.app.url}/api/admin/contacts?minYearly=-1`, 'GET', owner);
    expect(bad.status).to.equal(400);
  });
});

describe('POST /revenue-check/analysis (without JavaScript)', () => {
  it('stores the lead with its figures and answers 303 to the thank-you page with the inputs', async () => {
    const response = await postAnalysisForm({ ...exampleForm, ...contactForm });
    expect(response.status).to.equal(303);
    const location = new URL(response.headers.get('location')!, context.app.url);
    expect(location.pathname).to.equal('/revenue-check/thank-you');
    expect(location.searchParams.get('collections')).to.equal('450000');
    expect(location.searchParams.get('arOver90')).to.equal('');
    const [row] = await contactRows(context.app);
    expect(row).to.include({ full_name: 'Dana Whitfield', phone: null, subject: 'Free A/R analysis request', sent_from: '/revenue-check' });
    expect(JSON.parse(String(row!.revenue_check)).yearly.total).to.equal(exampleFigures.yearly);
    const thanks = await request(location.toString());
    expect(thanks.text).to.include('Recoverable each year').and.include('$348,387').and.include('Cash freed once').and.include('$266,301');
    // Never a sum of the two: 348,387 + 266,301.
    expect(thanks.text).not.to.include('614,688');
  });

  it('answers 400 with the page, the visitor’s values and a message per field, and stores nothing', async () => {
    const response = await postAnalysisForm({ ...exampleForm, collections: '', ...contactForm, email: 'not-an-email', bestTime: 'midnight' });
    expect(response.status).to.equal(400);
    expect(response.text).to.include('Please enter a valid email address');
    expect(response.text).to.include('Best time to call is not one of the choices.');
    expect(response.text).to.include('Collections is required.');
    expect(response.text).to.include('value="Dana Whitfield"');
    expect(response.headers.get('cache-control')).to.include('no-store');
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('shares the contact form’s rate limit: the sixth message in ten minutes answers 429 with the page', async () => {
    for (let sent = 0; sent < 5; sent += 1) expect((await postAnalysisForm({ ...exampleForm, ...contactForm })).status).to.equal(303);
    const limited = await postAnalysisForm({ ...exampleForm, ...contactForm });
    expect(limited.status).to.equal(429);
    expect(limited.text).to.include('several messages in a short time');
  });
});
