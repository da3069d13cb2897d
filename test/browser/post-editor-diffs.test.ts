/**
 * Revisions that show what changed, and "Keep mine" after a conflict (decision 084): the size of each revision's
 * change, a word diff against the revision before it, the text now or any other revision, marked for screen
 * readers as well as by colour; and a second tab that keeps its text over the first's after seeing the diff.
 * Real Chromium against the production build.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { buttonByText, editorReady, waitForStatus, waitForToast } from '../helpers/post-editor.ts';
import { api, app, bodyText, createPost, open, postById, postEditorPerTest, typeInBody } from '../helpers/post-editor-app.ts';

/** The diff's marked words as a screen reader reads them, in order. */
const marked = (page: Page, within: string) =>
  page.$$eval(`${within} ins, ${within} del`, (elements) => elements.map((element) => `${element.tagName.toLowerCase()}:${element.textContent?.trim()}`));

describe('Revision diffs and keeping mine after a conflict', function () {
  this.timeout(120_000);
  postEditorPerTest();

  it('shows each revision’s size of change and compares it word by word with the one before, the text now or another', async () => {
    const post = await createPost({ title: 'Front desk habits', content: '<p>Verify coverage before the visit.</p>' });
    await api('PUT', `/api/admin/blog/${post.id}`, {
      title: 'Front desk habits',
      content: '<p>Verify insurance coverage before every visit.</p>',
      status: 'draft',
    });
    // Written earlier than the autosave window, so this session's autosave makes a revision of its own (decision 030).
    await app.db('post_revisions').update({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() });
    const page = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(page, ' Always.');
    await waitForStatus(page, 'Saved');
    await (await buttonByText(page, 'Revisions')).click();
    await page.waitForSelector('dialog.revisions-dialog[open] .revision-item');
    const sizes = await page.$$eval('.revision-item .revision-size', (spans) => spans.map((span) => span.textContent));
    expect(sizes).to.deep.equal(['1 word added, 0 removed', '2 words added, 1 removed', '10 words added, 0 removed']);

    // The middle revision against the one before it: what that save changed.
    await (await page.$$('.revision-item'))[1]!.click();
    await page.waitForSelector('.revision-shown .word-diff');
    expect(await marked(page, '.revision-shown .word-diff-text')).to.deep.equal(['ins:[added: insurance ]', 'del:[removed: the]', 'ins:[added: every]']);
    // Not by colour alone: struck through and underlined, and named for screen readers.
    expect(await page.$eval('.revision-shown del', (del) => getComputedStyle(del).textDecorationLine)).to.equal('line-through');
    expect(await page.$eval('.revision-shown ins', (ins) => getComputedStyle(ins).textDecorationLine)).to.equal('underline');
    expect(await page.$eval('.revision-shown del .visually-hidden', (span) => span.textContent)).to.equal('[removed: ');

    // Against the text in the editor now.
    await page.select('.revision-shown select', 'current');
    await page.waitForFunction(() => document.querySelector('.word-diff-legend')?.textContent?.includes('your text now'));
    expect(await marked(page, '.revision-shown .word-diff-text')).to.deep.equal(['ins:[added: Always.]']);

    // Against a later revision (the newest, this writer's autosave); then as it was, without a diff.
    const newest = await page.$$eval('.revision-shown select option', (options) => options.map((option) => option.value).at(-1)!);
    expect(newest).to.match(/^\d+$/);
    await page.select('.revision-shown select', newest);
    await page.waitForFunction(() => /^From The revision of .+ to The revision of .+:/.test(document.querySelector('.word-diff-legend')?.textContent ?? ''));
    expect(await marked(page, '.revision-shown .word-diff-text')).to.deep.equal(['ins:[added: Always.]']);
    await page.select('.revision-shown select', 'none');
    await page.waitForFunction(() => document.querySelector('.revision-shown .post-content')?.textContent === 'Verify insurance coverage before every visit.');

    // Restore from there.
    await (await buttonByText(page, 'Restore this revision')).click();
    await waitForToast(page, 'Revision restored');
    await editorReady(page);
    expect((await postById(post.id)).content).to.equal('<p>Verify insurance coverage before every visit.</p>');
  });

  it('lets the second tab compare its text with the first tab’s save and keep its own', async () => {
    const post = await createPost({ title: 'Two writers', content: '<p>Shared opening.</p>' });
    const first = await open(`/dashboard/posts/${post.id}`);
    const second = await open(`/dashboard/posts/${post.id}`);
    await typeInBody(first, ' From the first tab.');
    await waitForStatus(first, 'Saved');
    await typeInBody(second, ' From the second tab.');
    await second.waitForSelector('.post-editor-notice-danger[role=alert]', { timeout: 15_000 });
    expect((await postById(post.id)).content).to.equal('<p>Shared opening. From the first tab.</p>');

    await (await buttonByText(second, 'Compare…')).click();
    await second.waitForSelector('dialog.conflict-dialog[open] .word-diff');
    expect(await marked(second, '.conflict-dialog .word-diff-text')).to.deep.equal(['del:[removed: first]', 'ins:[added: second]']);
    expect(await second.$eval('.conflict-dialog .word-diff-legend', (legend) => legend.textContent)).to.include(
      'From the version saved elsewhere to your text',
    );
    await (await buttonByText(second, 'Keep mine')).click();
    await waitForToast(second, 'Your text is saved');
    await second.waitForSelector('dialog.conflict-dialog', { hidden: true });
    await second.waitForSelector('.post-editor-notice-danger', { hidden: true });
    expect((await postById(post.id)).content).to.equal('<p>Shared opening. From the second tab.</p>');

    // The first tab's next save is now the one that conflicts: nothing is overwritten without a choice.
    await typeInBody(first, ' More.');
    await first.waitForSelector('.post-editor-notice-danger[role=alert]', { timeout: 15_000 });
    expect((await postById(post.id)).content).to.equal('<p>Shared opening. From the second tab.</p>');
    expect(await bodyText(second)).to.include('From the second tab.');
  });
});
