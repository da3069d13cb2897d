import { expect } from 'chai';
import { createPost } from '#database/posts.server.ts';
import { createAdmin, signInAs, startTestApp, type TestApp } from '../helpers/app.ts';
import { testDatabaseKind } from '../helpers/database.ts';
import { callJson } from '../helpers/http.ts';
import { partText } from '../helpers/mime.ts';
import { newPost } from '../helpers/role-endpoints.ts';
import { startSmtp } from '../helpers/smtp.ts';

const toOf = (mail: string) => /^To: (.+?)\r?$/m.exec(mail)?.[1];

describe(`Email to editors and owners when a post is submitted for review (${testDatabaseKind})`, () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let author: { id: number; cookie: string };
  const siteUrl = 'https://www.example.com';
  const submit = (id: number) => callJson(`${app.url}/api/admin/blog/${id}/review`, 'POST', author.cookie);
  const setEmail = (id: number, email: string) => app.db('users').where({ id }).update({ email });

  before(async () => {
    smtp = await startSmtp();
    app = await startTestApp({ SMTP_URL: smtp.url, SITE_URL: siteUrl, CONTACT_NOTIFY_FROM: 'site@example.com' });
    const owner = await createAdmin(app, 'olive.owner', 'owner-password-1', 'owner');
    await setEmail(owner, 'olive@example.com');
    const editor = await signInAs(app, 'editor');
    await setEmail(editor.id, 'eddie@example.com');
    // Not told: a deactivated editor, a sales user, and the writer themself.
    const gone = await createAdmin(app, 'gone.editor', 'gone-password-1', 'editor');
    await app.db('users').where({ id: gone }).update({ email: 'gone@example.com', active: false });
    await setEmail(await createAdmin(app, 'sam.sales', 'sales-password-1', 'sales'), 'sam@example.com');
    author = await signInAs(app, 'author');
    await setEmail(author.id, 'will@example.com');
    await app.db('users').where({ id: author.id }).update({ display_name: 'Will Writer' });
  });
  after(async () => {
    await app.close();
    smtp.close();
  });

  it('emails each active editor and owner once, naming the writer and the post and linking to its editor', async () => {
    const draft = await createPost(app.db, { ...newPost, title: 'Denials & appeals <2027>', slug: 'denials' }, author.id);
    const messages = [smtp.nextMessage(), smtp.nextMessage()];
    const response = await submit(draft.id);
    expect(response.status, response.text).to.equal(200);
    const mails = await Promise.all(messages);
    expect(mails.map(toOf).sort()).to.deep.equal(['eddie@example.com', 'olive@example.com']);
    for (const mail of mails) {
      expect(mail).to.match(/^Subject: /m);
      const text = partText(mail, 'text/plain');
      const html = partText(mail, 'text/html');
      expect(text).to.include('Will Writer submitted “Denials & appeals <2027>” for review.');
      expect(text).to.include(`Open the post in the editor: ${siteUrl}/dashboard/posts/${draft.id}`);
      expect(html).to.include(`href="${siteUrl}/dashboard/posts/${draft.id}"`);
      // The title is text in the HTML part, never markup.
      expect(html).to.include('Denials &amp; appeals &lt;2027&gt;');
    }
  });

  it('does not email again when the same post is submitted again; the next submission is the next email', async () => {
    const first = await createPost(app.db, { ...newPost, title: 'First', slug: 'first-again' }, author.id);
    const firstMails = [smtp.nextMessage(), smtp.nextMessage()];
    expect((await submit(first.id)).status).to.equal(200);
    await Promise.all(firstMails);
    const next = smtp.nextMessage();
    expect((await submit(first.id)).status).to.equal(200);
    const second = await createPost(app.db, { ...newPost, title: 'Second', slug: 'second-post' }, author.id);
    expect((await submit(second.id)).status).to.equal(200);
    expect(partText(await next, 'text/plain')).to.include('“Second”');
    await smtp.nextMessage();
  });
});

describe(`Without email, a submission still reaches the dashboard (${testDatabaseKind})`, () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.close());

  it('answers 200 and lists the post as waiting for editors', async () => {
    const author = await signInAs(app, 'author');
    const editor = await signInAs(app, 'editor');
    await app.db('users').where({ id: editor.id }).update({ email: 'eddie@example.com' });
    const draft = await createPost(app.db, { ...newPost, slug: 'no-smtp' }, author.id);
    const submitted = await callJson(`${app.url}/api/admin/blog/${draft.id}/review`, 'POST', author.cookie);
    expect(submitted.status, submitted.text).to.equal(200);
    const listed = await callJson(`${app.url}/api/admin/blog`, 'GET', editor.cookie);
    expect(listed.body.find((post: { id: number }) => post.id === draft.id).reviewRequestedAt).to.equal(submitted.body.reviewRequestedAt);
  });
});
