import { expect } from 'chai';
import { updatePost } from '#database/posts.server.ts';
import { signIn, startTestApp, type TestApp } from '../helpers/app.ts';
import { newPage } from '../helpers/browser.ts';
import { postJson } from '../helpers/http.ts';
import { postFields, seedPost } from '../helpers/posts.ts';

describe('A visitor follows tags and old links', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    for (let index = 1; index <= 13; index += 1) await seedPost(app.db, { title: `Coding note ${index}`, slug: `coding-note-${index}`, tags: ['Coding'] });
    await seedPost(app.db, { title: 'Markup tag post', slug: 'markup-tag-post', tags: ['<img src=x onerror=alert(1)>', 'Coding'] });
  });
  after(() => app.close());

  it('goes from a post’s tag to the tag’s page, pages through it with the keyboard, and sees markup tags as text', async () => {
    const page = await newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await page.goto(`${app.url}/blog/markup-tag-post`);
      const tagNames = await page.$$eval('.post-header .post-tag', (links) => links.map((link) => link.textContent));
      expect(tagNames).to.deep.equal(['<img src=x onerror=alert(1)>', 'Coding']);
      expect(await page.$('.post-header .post-tags img')).to.equal(null);
      await Promise.all([page.waitForNavigation(), page.click('.post-header a.post-tag[href="/blog/tag/coding"]')]);
      expect(new URL(page.url()).pathname).to.equal('/blog/tag/coding');
      expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal('Posts tagged “Coding”');
      expect(await page.$$('.post-card')).to.have.length(12);

      // Keyboard only: focus the "Older posts" link and press Enter.
      await page.focus('.pagination a[rel="next"]');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(page.url()).to.equal(`${app.url}/blog/tag/coding?page=2`);
      expect(await page.$$('.post-card')).to.have.length(2);
      expect(dialogs).to.deep.equal([]);
    } finally {
      await page.close();
    }
  });

  it('opens an old link of a renamed post and lands on its current address', async () => {
    const post = await seedPost(app.db, { title: 'Renamed post', slug: 'before-rename' });
    await updatePost(app.db, post.id, postFields({ title: 'Renamed post', slug: 'after-rename' }));
    const page = await newPage();
    try {
      const response = await page.goto(`${app.url}/blog/before-rename`);
      expect(response?.status()).to.equal(200);
      expect(page.url()).to.equal(`${app.url}/blog/after-rename`);
      expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal('Renamed post');
      const chain = response
        ?.request()
        .redirectChain()
        .map((request) => request.response()?.status());
      expect(chain).to.deep.equal([301]);
    } finally {
      await page.close();
    }
  });

  it('opens a shared preview link in a fresh browser, and sees the link fail once revoked', async () => {
    const draft = await seedPost(app.db, { title: 'Shared draft', slug: 'shared-draft', published: false });
    const cookie = await signIn(app);
    const link = await postJson(`${app.url}/api/admin/blog/${draft.id}/preview-links`, {}, { headers: { cookie } });
    const url = new URL(link.body.url as string);
    const page = await newPage();
    try {
      await page.goto(`${app.url}${url.pathname}${url.search}`);
      expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal('Shared draft');
      expect(await page.$eval('.preview-banner', (banner) => banner.textContent)).to.include('Shared preview');
      expect(await page.$eval('meta[name="robots"]', (meta) => meta.getAttribute('content'))).to.equal('noindex, nofollow');
      await fetch(`${app.url}/api/admin/blog/${draft.id}/preview-links/${link.body.id}`, { method: 'DELETE', headers: { cookie } });
      const again = await page.reload();
      expect(again?.status()).to.equal(404);
      expect(await page.$eval('h1', (heading) => heading.textContent)).to.equal('This preview link does not work');
    } finally {
      await page.close();
    }
  });
});
