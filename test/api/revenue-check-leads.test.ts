import { expect } from 'chai';
import { signInAs } from '../helpers/app.ts';
import { callJson, request } from '../helpers/http.ts';
import { contactRows, postContact, useContactTestApp, validContact } from '../helpers/contacts.ts';
import { exampleInputs, exampleOutputs } from '../helpers/revenue-check.ts';

const context = useContactTestApp();

function postAnalysisForm(fields: Record<string, string>) {
  return request(`${context.app.url}/revenue-check/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const exampleForm = Object.fromEntries(Object.entries(exampleInputs).map(([key, value]) => [key, String(value)]));
const contactForm = { fullName: 'Dana Whitfield', email: 'dana@riverside-obgyn.example', company: 'Riverside OB-GYN', phone: '', bestTime: 'morning' };

describe('POST /api/contacts with a revenue check', () => {
  it('stores the inputs and the figures the server computed, and the lead API returns them as revenueCheck', async () => {
    const response = await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs } }, context.headers);
    expect(response.status).to.equal(201);
    const [row] = await contactRows(context.app);
    expect(Number(row!.revenue_opportunity)).to.equal(exampleOutputs.total);
    const owner = (await signInAs(context.app, 'owner', `owner-${Date.now()}`)).cookie;
    const lead = await callJson(`${context.app.url}/api/admin/contacts/${response.body.id}`, 'GET', owner);
    expect(lead.body.revenueCheck.inputs).to.deep.equal(exampleInputs);
    expect(lead.body.revenueCheck.outputs).to.deep.equal(exampleOutputs);
    expect(lead.body.revenueCheck.assumptions.targets).to.deep.equal({ denialRate: 3, daysInAR: 30, cleanClaimRate: 98, netCollectionRate: 99 });
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

  it('sorts the leads by opportunity, largest first, and filters by a smallest opportunity', async () => {
    await postContact(context.app, { ...validContact, revenueCheck: { inputs: { ...exampleInputs, collections: 100_000 } } }, context.headers);
    await postContact(context.app, { ...validContact, revenueCheck: { inputs: exampleInputs } }, context.headers);
    await postContact(context.app, validContact, context.headers);
    const owner = (await signInAs(context.app, 'owner', `owner-${Date.now()}`)).cookie;
    const sorted = await callJson(`${context.app.url}/api/admin/contacts?sort=opportunity&order=desc`, 'GET', owner);
    expect(sorted.status).to.equal(200);
    expect(
      (sorted.body.items as { revenueCheck: { outputs: { total: number } } | null }[]).map((item) => item.revenueCheck?.outputs.total ?? null),
    ).to.deep.equal([exampleOutputs.total, 18_051, null]);
    const filtered = await callJson(`${context.app.url}/api/admin/contacts?minOpportunity=100000`, 'GET', owner);
    expect(filtered.body.total).to.equal(1);
    const bad = await callJson(`${context.app.url}/api/admin/contacts?minOpportunity=-1`, 'GET', owner);
    expect(bad.status).to.equal(400);
  });
});

describe('POST /revenue-check/analysis (without JavaScript)', () => {
  it('stores the lead with its figures and answers 303 to the thank-you page with the inputs', async () => {
    const response = await postAnalysisForm({ ...exampleForm, ...contactForm });
    expect(response.status).to.equal(303);
    const location = new URL(response.headers.get('location')!, context.app.url);
    expect(location.pathname).to.equal('/revenue-check/thank-you');
    expect(location.searchParams.get('collections')).to.equal('2400000');
    const [row] = await contactRows(context.app);
    expect(row).to.include({ full_name: 'Dana Whitfield', phone: null, subject: 'Free A/R analysis request', sent_from: '/revenue-check' });
    expect(JSON.parse(String(row!.revenue_check)).outputs).to.deep.equal(exampleOutputs);
    const thanks = await request(location.toString());
    expect(thanks.text).to.include('$433,216');
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
