import { expect } from 'chai';
import { request } from '../helpers/http.ts';
import { contactRows, postForm, useContactTestApp, validContact } from '../helpers/contacts.ts';

const homeForm = { ...validContact, source: 'home', website: '' };

/** The contact form's HTML in a page. */
function formHtml(html: string): string {
  const match = html.match(/<form class="contact-form[\s\S]*?<\/form>/);
  expect(match, 'the page has a contact form').to.not.equal(null);
  return match![0];
}

describe('POST /contact (the form without JavaScript)', () => {
  // Each test speaks from its own client address (the limit is 5 accepted messages per client).
  const context = useContactTestApp();

  it('stores the message and answers 303 to /thank-you with the lead’s booking token', async () => {
    const response = await postForm(context.app, homeForm, context.headers);
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.match(/^\/thank-you\?lead=[\w-]{43}$/);
    const rows = await contactRows(context.app);
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ full_name: validContact.fullName, email: validContact.email, subject: 'Website contact' });
  });

  it('stores the member-program subject sent by the member form', async () => {
    const response = await postForm(context.app, { ...homeForm, source: 'uswha', subject: 'USWHA Member Program Inquiry' }, context.headers);
    expect(response.status).to.equal(303);
    expect((await contactRows(context.app))[0]).to.include({ subject: 'USWHA Member Program Inquiry' });
  });

  it('takes an empty phone as no phone', async () => {
    expect((await postForm(context.app, { ...homeForm, phone: '' }, context.headers)).status).to.equal(303);
    expect((await contactRows(context.app))[0]).to.include({ phone: null });
  });

  it('re-renders the home page with 400, the messages and the visitor’s values', async () => {
    const response = await postForm(context.app, { ...homeForm, company: '   ', email: 'not-an-email' }, context.headers);
    expect(response.status).to.equal(400);
    expect(response.headers.get('content-type')).to.match(/^text\/html/);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    expect(response.text).to.include('Optimize Your Healthcare Practice Revenue');
    const form = formHtml(response.text);
    // The error summary: focusable, announced, linking to each field.
    const summary = form.match(/<div class="form-error-summary"[^>]*>[\s\S]*?<\/ul><\/div>/)?.[0] ?? '';
    expect(summary).to.include('role="alert"').and.include('tabindex="-1"').and.include('autofocus');
    expect(summary).to.include('href="#contact-home-email"').and.include('Please enter a valid email address, like name@example.com.');
    expect(summary).to.include('href="#contact-home-company"').and.include('Practice or organization is required.');
    // Messages next to the fields, tied to them.
    expect(form).to.match(/id="contact-home-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-home-email-error"/);
    expect(form).to.include('<p class="field-error" id="contact-home-company-error">Practice or organization is required.</p>');
    // Values kept.
    expect(form).to.match(/name="fullName" value="Dana Whitfield"/);
    expect(form).to.match(/name="email" value="not-an-email"/);
    expect(form).to.include(`>${validContact.message}</textarea>`);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('re-renders the member-program page for its form, keeping the member subject', async () => {
    const response = await postForm(context.app, { ...homeForm, source: 'uswha', subject: 'USWHA Member Program Inquiry', message: '' }, context.headers);
    expect(response.status).to.equal(400);
    expect(response.text).to.include('Revenue Cycle Management for USWHA Members');
    const form = formHtml(response.text);
    expect(form).to.include('name="source" value="uswha"');
    expect(form).to.include('name="subject" value="USWHA Member Program Inquiry"');
    expect(form).to.include('Message is required.');
    expect(form).to.match(/name="fullName" value="Dana Whitfield"/);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('escapes the visitor’s values in the re-rendered form', async () => {
    const attack = '"><script>alert(1)</script>';
    const response = await postForm(
      context.app,
      { ...homeForm, fullName: attack, email: 'x', message: `</textarea><script>alert(2)</script>` },
      context.headers,
    );
    expect(response.status).to.equal(400);
    expect(response.text).not.to.include('<script>alert');
    const form = formHtml(response.text);
    expect(form).to.include('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(form).to.include('&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>');
  });

  it('does not put the visitor’s values into the island’s props', async () => {
    const response = await postForm(context.app, { ...homeForm, email: 'x' }, context.headers);
    expect(response.text).to.include('data-island="ContactForm"');
    expect(response.text).to.match(/data-island="ContactForm" data-island-id="contact-form-home" data-props="\{\}"/);
  });

  it('does not cache the re-rendered page: the next visitor gets an empty form', async () => {
    await postForm(context.app, { ...homeForm, fullName: 'Remembered Name', email: 'x' }, context.headers);
    const page = await request(`${context.app.url}/`);
    expect(page.status).to.equal(200);
    expect(page.text).not.to.include('Remembered Name');
    expect(page.text).not.to.include('form-error-summary');
  });

  it('re-renders the home page for a form source it does not know', async () => {
    const response = await postForm(context.app, { ...homeForm, email: 'x', source: 'https://evil.example' }, context.headers);
    expect(response.status).to.equal(400);
    expect(formHtml(response.text)).to.include('name="source" value="home"');
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('ignores the Referer when choosing the page to re-render', async () => {
    const response = await postForm(context.app, { ...homeForm, email: 'x' }, { ...context.headers, referer: `${context.app.url}/uswha` });
    expect(response.status).to.equal(400);
    expect(formHtml(response.text)).to.include('name="source" value="home"');
  });

  it('answers a filled honeypot with 303 to /thank-you and stores nothing', async () => {
    const response = await postForm(context.app, { ...homeForm, website: 'https://spam.example' }, context.headers);
    expect(response.status).to.equal(303);
    expect(response.headers.get('location')).to.equal('/thank-you');
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('rejects unknown fields and repeated fields', async () => {
    const extra = await postForm(context.app, { ...homeForm, admin: '1' }, context.headers);
    expect(extra.status).to.equal(400);
    const repeated = await request(`${context.app.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
      body: `${new URLSearchParams(homeForm)}&fullName=Second`,
    });
    expect(repeated.status).to.equal(400);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('refuses a body over its size limit with 413', async () => {
    const response = await postForm(context.app, { ...homeForm, message: 'x'.repeat(70_000) }, context.headers);
    expect(response.status).to.equal(413);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('refuses a cross-site form post with 403', async () => {
    const response = await postForm(context.app, homeForm, { ...context.headers, origin: 'https://evil.example' });
    expect(response.status).to.equal(403);
    expect(await contactRows(context.app)).to.have.length(0);
  });
});
