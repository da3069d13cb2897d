/**
 * Required text made only of characters that show nothing counts as blank:
 * 400 naming the field, nothing stored. Text with something visible keeps all
 * of its characters, joiners included.
 */
import { expect } from 'chai';
import { signIn } from '../helpers/app.ts';
import { contactRows, postContact, postForm, useContactTestApp, validContact } from '../helpers/contacts.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson, postJson } from '../helpers/http.ts';

/** Each is invisible on its own; the last ones mix them with white space. */
const invisible = {
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte-order mark': '\uFEFF',
  'soft hyphen (another format character)': '\u00AD',
  'left-to-right mark': '\u200E',
  'Hangul filler': '\u3164',
  'all of them with spaces': ' \u200B \u200C\u200D\t\u2060\uFEFF\u00A0\u3000 ',
};

/** Visible text that needs its joiners: stored exactly as sent. */
const visibleWithJoiners = {
  emoji: 'Dr. 👩‍⚕️ Priya 👨‍👩‍👧‍👦',
  hindi: 'नमस्\u200Cते क्लिनिक',
  persian: 'می\u200Cخواهم',
};

describe(`Invisible-only text counts as blank (${testDatabaseKind})`, () => {
  // One app for the file (each test speaks from its own client address), signed in once: bcrypt is slow on purpose.
  const context = useContactTestApp();
  let cookie: string;
  before(async () => {
    cookie = await signIn(context.app);
  });

  describe('contact messages', () => {
    for (const field of ['fullName', 'email', 'company', 'message'] as const) {
      it(`refuses ${field} made only of invisible characters, naming it, and stores nothing`, async () => {
        for (const [what, value] of Object.entries(invisible)) {
          const response = await postContact(context.app, { ...validContact, [field]: value }, context.headers);
          expect(response.status, what).to.equal(400);
          expect(response.body.errors, what).to.deep.equal([
            { field, message: `${{ fullName: 'Full name', email: 'Email', company: 'Practice or organization', message: 'Message' }[field]} is required.` },
          ]);
        }
        expect(await contactRows(context.app)).to.have.length(0);
      });
    }

    it('takes invisible-only optional fields as not given: no phone, the default subject', async () => {
      const response = await postContact(context.app, { ...validContact, phone: '\u200B', subject: '\u2060 \uFEFF' }, context.headers);
      expect(response.status).to.equal(201);
      expect((await contactRows(context.app))[0]).to.include({ phone: null, subject: 'Website contact' });
    });

    it('re-renders the no-JavaScript form with the message and stores nothing', async () => {
      const response = await postForm(context.app, { ...validContact, fullName: '\u200B\u200D', source: 'home' }, context.headers);
      expect(response.status).to.equal(400);
      expect(response.text).to.include('Full name is required.');
      expect(await contactRows(context.app)).to.have.length(0);
    });

    it('stores visible text with joiners exactly as sent', async () => {
      const sent = { ...validContact, fullName: visibleWithJoiners.emoji, company: visibleWithJoiners.hindi, message: visibleWithJoiners.persian };
      expect((await postContact(context.app, sent, context.headers)).status).to.equal(201);
      expect((await contactRows(context.app))[0]).to.include({
        full_name: visibleWithJoiners.emoji,
        company: visibleWithJoiners.hindi,
        message: visibleWithJoiners.persian,
      });
    });
  });

  describe('sign-in', () => {
    it('refuses an invisible-only username as a blank field, without a session', async () => {
      for (const [what, username] of Object.entries(invisible)) {
        const response = await postJson(
          `${context.app.url}/api/auth/login`,
          { username, password: 'correct horse battery staple' },
          { headers: context.headers },
        );
        expect(response.status, what).to.equal(400);
        expect(response.body.message, what).to.equal('Please fill in all fields');
        expect(response.body.errors, what).to.deep.equal([{ field: 'username', message: 'Username is required.' }]);
        expect(response.headers.getSetCookie(), what).to.deep.equal([]);
      }
    });
  });

  describe('blog posts', () => {
    beforeEach(() => context.app.db('blog_posts').delete());

    const valid = { title: 'Denials', slug: 'denials', excerpt: 'Why they happen', content: '<p>Content</p>', published: true };
    const send = (method: string, path: string, body: unknown) => callJson(`${context.app.url}${path}`, method, cookie, body);

    for (const field of ['title', 'slug', 'excerpt', 'content'] as const) {
      it(`refuses ${field} made only of invisible characters on create and update, and stores nothing`, async () => {
        const label = field.charAt(0).toUpperCase() + field.slice(1);
        for (const [what, value] of Object.entries(invisible)) {
          const created = await send('POST', '/api/admin/blog', { ...valid, [field]: value });
          expect(created.status, what).to.equal(400);
          expect(created.body.errors, what).to.deep.equal([{ field, message: `${label} is required.` }]);
        }
        expect(await context.app.db('blog_posts').select('id')).to.deep.equal([]);

        const post = (await send('POST', '/api/admin/blog', valid)).body as { id: number };
        const updated = await send('PUT', `/api/admin/blog/${post.id}`, { ...valid, [field]: '\u200B\u2060' });
        expect(updated.status).to.equal(400);
        expect(updated.body.errors).to.deep.equal([{ field, message: `${label} is required.` }]);
        expect(await context.app.db('blog_posts').where({ id: post.id }).first(field)).to.deep.equal({ [field]: valid[field] });
      });
    }

    it('refuses HTML whose text is only invisible characters once sanitized', async () => {
      const response = await send('POST', '/api/admin/blog', { ...valid, excerpt: '<img src=x>\u200B', content: '<script>x</script>\uFEFF\u200D' });
      expect(response.status).to.equal(400);
      expect(response.body.errors.map((error: { field: string }) => error.field)).to.deep.equal(['excerpt', 'content']);
    });

    it('stores a title with emoji and joiners exactly as sent', async () => {
      const response = await send('POST', '/api/admin/blog', { ...valid, title: visibleWithJoiners.emoji, excerpt: visibleWithJoiners.hindi });
      expect(response.status).to.equal(201);
      expect(await context.app.db('blog_posts').first('title', 'excerpt')).to.deep.equal({
        title: visibleWithJoiners.emoji,
        excerpt: visibleWithJoiners.hindi,
      });
    });
  });
});
