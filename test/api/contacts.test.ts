import { expect } from 'chai';
import { startTestApp } from '../helpers/app.ts';
import { request } from '../helpers/http.ts';
import { contactRows, LogCapture, postContact, randomClientIp, useContactTestApp, validContact, type ContactTestContext } from '../helpers/contacts.ts';

const requiredFields = ['fullName', 'email', 'company', 'message'] as const;
const singleLineFields = ['fullName', 'email', 'company', 'phone', 'subject'] as const;
const textFields = ['fullName', 'email', 'company', 'phone', 'subject', 'message'] as const;
const maxLengths = { fullName: 200, email: 254, company: 200, phone: 40, subject: 200, message: 5000 };

/** A value of exactly `length` characters that is otherwise valid for the field. */
function valueOfLength(field: keyof typeof maxLengths, length: number): string {
  if (field === 'email') {
    // Within RFC 5321's part limits: a 64-character local part, domain labels of at most 63.
    let domain = 'example.com';
    while (domain.length < length - 65) domain = `${'d'.repeat(Math.min(62, length - 65 - domain.length - 1))}.${domain}`;
    return `${'a'.repeat(length - 1 - domain.length)}@${domain}`;
  }
  if (field === 'phone') return '5'.repeat(length);
  return 'x'.repeat(length);
}

let context: ContactTestContext;
/** Each group gets its own app; each test speaks from its own client address (the limit is 5 accepted messages per client). */
function startContactApp() {
  const own = useContactTestApp();
  before(() => {
    context = own;
  });
}

async function expectRejected(payload: unknown, field: string) {
  const response = await postContact(context.app, payload, context.headers);
  expect(response.status, JSON.stringify(payload).slice(0, 120)).to.equal(400);
  expect(response.body.message).to.be.a('string').and.not.be.empty;
  const fields = (response.body.errors as { field: string; message: string }[]).map((error) => error.field);
  expect(fields).to.include(field);
  for (const error of response.body.errors) expect(error.message).to.be.a('string').and.match(/\w/);
  expect(await contactRows(context.app)).to.have.length(0);
  return response.body.errors as { field: string; message: string }[];
}

describe('POST /api/contacts: storing a message', () => {
  startContactApp();
  it('stores a valid message, trimmed, and answers 201 with its id', async () => {
    const response = await postContact(context.app, { ...validContact, fullName: `  ${validContact.fullName}  ` }, context.headers);
    expect(response.status).to.equal(201);
    expect(response.body).to.have.keys('id', 'leadToken');
    expect(response.body.id).to.be.a('number');
    const [row] = await contactRows(context.app);
    expect(row).to.include({
      id: response.body.id,
      full_name: validContact.fullName,
      email: validContact.email,
      company: validContact.company,
      phone: validContact.phone,
      subject: 'Website contact',
      message: validContact.message,
      handled_at: null,
    });
    expect(new Date(row!.created_at as string).getTime()).to.be.closeTo(Date.now(), 60_000);
  });

  it('stores the subject the member-program form sends', async () => {
    const response = await postContact(context.app, { ...validContact, subject: 'USWHA Member Program Inquiry' }, context.headers);
    expect(response.status).to.equal(201);
    expect((await contactRows(context.app))[0]).to.include({ subject: 'USWHA Member Program Inquiry' });
  });

  it('treats the phone as optional: missing, empty or null', async () => {
    const { phone: _phone, ...withoutPhone } = validContact;
    for (const payload of [withoutPhone, { ...validContact, phone: '' }, { ...validContact, phone: '   ' }, { ...validContact, phone: null }]) {
      expect((await postContact(context.app, payload, { 'x-forwarded-for': randomClientIp() })).status).to.equal(201);
    }
    expect((await contactRows(context.app)).map((row) => row.phone)).to.deep.equal([null, null, null, null]);
  });
});

describe('POST /api/contacts: validation', () => {
  startContactApp();
  for (const field of requiredFields) {
    it(`rejects a missing, empty or blank ${field} with 400 and stores nothing`, async () => {
      const { [field]: _removed, ...without } = validContact;
      await expectRejected(without, field);
      await expectRejected({ ...validContact, [field]: '' }, field);
      const [error] = await expectRejected({ ...validContact, [field]: ' \t  ' }, field);
      expect(error!.message).to.match(/required/);
    });
  }

  it('reports every missing required field at once', async () => {
    const response = await postContact(context.app, {}, context.headers);
    expect(response.status).to.equal(400);
    expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal([...requiredFields]);
  });

  for (const email of [
    'plain',
    'dana@localhost',
    'dana@@example.com',
    'dana smith@example.com',
    '@example.com',
    'dana@',
    'dana@exa mple.com',
    'dana@example.',
  ]) {
    it(`rejects the email "${email}"`, async () => {
      const [error] = await expectRejected({ ...validContact, email }, 'email');
      expect(error!.message).to.equal('Please enter a valid email address, like name@example.com.');
    });
  }

  it('accepts ordinary email shapes (subdomains, plus, new top-level domains)', async () => {
    for (const email of ['a.b+rcm@mail.clinic.example.org', 'billing@practice.health', 'X_Y@Example.CO.UK']) {
      expect((await postContact(context.app, { ...validContact, email }, { 'x-forwarded-for': randomClientIp() })).status, email).to.equal(201);
    }
  });

  for (const field of singleLineFields) {
    for (const lineBreak of ['\r', '\n', '\r\n', '\u2028']) {
      it(`rejects a line break (${JSON.stringify(lineBreak)}) inside ${field}`, async () => {
        const value = field === 'email' ? `dana${lineBreak}bcc@example.com` : field === 'phone' ? `555${lineBreak}0100` : `first${lineBreak}second`;
        const [error] = await expectRejected({ ...validContact, [field]: value }, field);
        expect(error!.message).to.match(/single line/);
      });
    }
  }

  it('keeps line breaks in the message', async () => {
    const message = 'First line.\r\nSecond line.\n\nThird paragraph.';
    expect((await postContact(context.app, { ...validContact, message }, context.headers)).status).to.equal(201);
    expect((await contactRows(context.app))[0]).to.include({ message });
  });

  for (const field of textFields) {
    it(`rejects a NUL byte in ${field}`, async () => {
      const value = field === 'email' ? 'dana\u0000@example.com' : field === 'phone' ? '555\u00000100' : 'before\u0000after';
      await expectRejected({ ...validContact, [field]: value }, field);
    });
  }

  for (const field of textFields) {
    it(`rejects ${field} longer than ${maxLengths[field]} characters and accepts exactly ${maxLengths[field]}`, async () => {
      const [error] = await expectRejected({ ...validContact, [field]: valueOfLength(field, maxLengths[field] + 1) }, field);
      expect(error!.message).to.include(`at most ${maxLengths[field]} characters`);
      const response = await postContact(context.app, { ...validContact, [field]: valueOfLength(field, maxLengths[field]) }, context.headers);
      expect(response.status).to.equal(201);
    });
  }

  it('measures lengths after trimming', async () => {
    const message = `   ${'x'.repeat(5000)}   `;
    expect((await postContact(context.app, { ...validContact, message }, context.headers)).status).to.equal(201);
  });

  for (const field of textFields) {
    for (const [kind, value] of [
      ['a number', 42],
      ['an array', ['a', 'b']],
      ['an object', { text: 'x' }],
      ['a boolean', true],
    ] as const) {
      it(`rejects ${kind} as ${field}`, async () => {
        const [error] = await expectRejected({ ...validContact, [field]: value }, field);
        expect(error!.message).to.match(/must be text/);
      });
    }
  }

  for (const [kind, body] of [
    ['an array', [validContact]],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '12'],
  ] as const) {
    it(`rejects ${kind} as the whole body`, async () => {
      const response = await postContact(context.app, body, context.headers);
      expect(response.status).to.equal(400);
      expect(response.body.message).to.be.a('string');
      expect(await contactRows(context.app)).to.have.length(0);
    });
  }

  it('rejects unknown keys, naming them', async () => {
    const errors = await expectRejected({ ...validContact, isAdmin: true }, 'isAdmin');
    expect(errors[0]!.message).to.include('isAdmin');
    await expectRejected({ ...validContact, source: 'home' }, 'source');
    await expectRejected({ ...validContact, __proto__: { x: 1 }, constructor: 'x' }, 'constructor');
  });

  it('rejects phone numbers with letters or without digits', async () => {
    await expectRejected({ ...validContact, phone: 'call me maybe' }, 'phone');
    await expectRejected({ ...validContact, phone: '()-' }, 'phone');
    await expectRejected({ ...validContact, phone: '<script>' }, 'phone');
  });

  it('accepts common phone formats', async () => {
    for (const phone of ['555-0100', '+44 20 7946 0958', '(555) 010-0100 ext. 12', '555.010.0100 x7', '+1 555/010 0100']) {
      expect((await postContact(context.app, { ...validContact, phone }, { 'x-forwarded-for': randomClientIp() })).status, phone).to.equal(201);
    }
  });
});

describe('POST /api/contacts: honeypot, content type and concurrent submissions', () => {
  startContactApp();
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postContact(context.app, { ...validContact, website: 'https://cheap-pills.example' }, context.headers);
    expect(response.status).to.equal(201);
    expect(response.body).to.deep.equal({ id: null, leadToken: null });
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('answers a filled honeypot like a success even when the rest is invalid', async () => {
    const response = await postContact(context.app, { website: 'x', fullName: 42 }, context.headers);
    expect(response.status).to.equal(201);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('accepts an empty honeypot (what the form island sends)', async () => {
    expect((await postContact(context.app, { ...validContact, website: '' }, context.headers)).status).to.equal(201);
    expect(await contactRows(context.app)).to.have.length(1);
  });

  it('answers a form-encoded body with 415 and stores nothing', async () => {
    const response = await request(`${context.app.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...context.headers },
      body: new URLSearchParams(validContact).toString(),
    });
    expect(response.status).to.equal(415);
    expect(response.body.message).to.match(/JSON/);
    expect(await contactRows(context.app)).to.have.length(0);
  });

  it('stores 200 concurrent valid submissions, each answered 201 with its own id', async function () {
    this.timeout(60_000);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        postContact(context.app, { ...validContact, fullName: `Visitor ${index}` }, { 'x-forwarded-for': randomClientIp() }),
      ),
    );
    expect(responses.map((response) => response.status)).to.deep.equal(Array(200).fill(201));
    const ids = responses.map((response) => response.body.id as number);
    expect(new Set(ids).size).to.equal(200);
    const rows = await contactRows(context.app);
    expect(rows).to.have.length(200);
    expect(rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b))).to.deep.equal([...ids].sort((a, b) => a - b));
    expect(new Set(rows.map((row) => row.full_name)).size).to.equal(200);
  });
});

describe('Contact messages and the logs', () => {
  it('never writes a visitor’s fields or message to the log', async () => {
    const logs = new LogCapture();
    const app = await startTestApp({ LOG_LEVEL: 'trace' }, { logDestination: logs });
    try {
      const secret = {
        fullName: 'Zebulon Quartermaine',
        email: 'zebulon.q@secret-clinic.example',
        company: 'Quartermaine Fertility',
        phone: '+1 555 010 0177',
        message: 'Patient Xanthippe Orlov-Beaumont needs a callback',
        subject: 'Confidential subject line',
      };
      expect((await postContact(app, secret)).status).to.equal(201);
      expect((await postContact(app, { ...secret, email: 'not-an-email' })).status).to.equal(400);
      await request(`${app.url}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...secret, source: 'home' }).toString(),
      });
      expect(logs.lines.length, 'the request log is written').to.be.greaterThan(0);
      // Whole values, their URL encoding, every distinctive word (short ones such as "555" occur
      // by chance in request ids and timings) and the phone number's digits.
      const fragments = Object.values(secret).flatMap((value) => [value, encodeURIComponent(value), ...value.split(/\s+/).filter((word) => word.length >= 6)]);
      fragments.push(secret.phone.replace(/\D/g, ''));
      for (const fragment of fragments) expect(logs.text).not.to.include(fragment);
    } finally {
      await app.close();
    }
  });
});
