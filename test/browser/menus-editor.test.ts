/**
 * The menu editor in Chromium (docs/product/pages.md#menus): the page picker from the keyboard alone (an ARIA
 * combobox), announced moves, whole labels at 1280 and 375 px in both themes, and a compact page.
 */
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { axeViolations } from '../helpers/axe.ts';
import { request } from '../helpers/http.ts';
import { focusedId, makePage, useEditorApp } from '../helpers/page-editor.ts';
import { browserPage } from '../helpers/signed-in.ts';

describe('The menu editor', function () {
  this.timeout(90_000);
  const session = useEditorApp();

  async function open(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const page = await browserPage(session.app, session.cookie, { width, height: 800, colorScheme });
    session.pages.push(page);
    await page.goto(`${session.app.url}/dashboard/menus`);
    await page.waitForSelector('#page-field-header-0-label');
    return page;
  }

  const status = (page: Page) => page.$eval('.menus-page [role="status"]', (element) => element.textContent);

  it('picks a published page by a word of its title from the keyboard alone, fills the row, moves it, and saves it', async () => {
    const made = await makePage(session, '/specialties/obstetric-care', 'Obstetric Care | Apex Revenue Partners');
    await session.api('PUT', `/api/admin/pages/${made.id}`, { status: 'published' });
    const page = await open(1280);

    await page.focus('#page-field-header-add');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-header-4-label');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).to.equal('page-field-header-4-href');
    const combobox = '#page-field-header-4-href';
    expect(
      await page.$eval(combobox, (input) => [input.getAttribute('role'), input.getAttribute('aria-expanded'), input.getAttribute('aria-autocomplete')]),
    ).to.deep.equal(['combobox', 'false', 'list']);
    await page.keyboard.type('obstetric');
    await page.waitForFunction((id) => document.querySelector(id)?.getAttribute('aria-expanded') === 'true', {}, combobox);
    const listId = await page.$eval(combobox, (input) => input.getAttribute('aria-controls'));
    const options = await page.$$eval(`#${listId} [role="option"]`, (items) => items.map((item) => item.textContent));
    expect(options).to.deep.equal(['Obstetric CarePage · /specialties/obstetric-care']);
    expect(await status(page)).to.equal('1 page or post found.');
    await page.keyboard.press('ArrowDown');
    const active = await page.$eval(combobox, (input) => input.getAttribute('aria-activedescendant'));
    expect(await page.$eval(`#${active}`, (option) => option.getAttribute('aria-selected'))).to.equal('true');
    expect(await axeViolations(page), 'the open list').to.deep.equal([]);
    await page.keyboard.press('Enter');
    expect(await page.$eval(combobox, (input) => [(input as HTMLInputElement).value, input.getAttribute('aria-expanded')])).to.deep.equal([
      '/specialties/obstetric-care',
      'false',
    ]);
    expect(await page.$eval('#page-field-header-4-label', (input) => (input as HTMLInputElement).value)).to.equal('Obstetric Care');
    expect(await focusedId(page)).to.equal('page-field-header-4-href');

    // Escape closes the list and leaves the typed text; a link typed by hand stays as typed.
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.type('coding');
    await page.waitForFunction((id) => document.querySelector(id)?.getAttribute('aria-expanded') === 'true', {}, combobox);
    await page.keyboard.press('Escape');
    expect(await page.$eval(combobox, (input) => [(input as HTMLInputElement).value, input.getAttribute('aria-expanded')])).to.deep.equal(['coding', 'false']);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction((id) => document.querySelector(id)?.getAttribute('aria-expanded') === 'true', {}, combobox);
    await page.keyboard.press('Escape');
    await page.keyboard.type('/specialties/obstetric-care');

    // Moved up from the keyboard: the focus stays on the button, the move is said.
    await page.focus('#page-field-header-4-up');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-header-3-up');
    expect(await status(page)).to.equal('“Obstetric Care” moved to position 4 of 5.');

    await page.focus('.staff-actions .button-primary');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.body.textContent?.includes('Menus saved'));
    const home = (await request(`${session.app.url}/`)).text;
    expect(home).to.match(/<a href="\/specialties\/obstetric-care">Obstetric Care<\/a>[\s\S]*<a[^>]*href="\/blog"/);
  });

  it('adds a link under a header item with its + button, the focus in the new row, and removes it again', async () => {
    const page = await open(1280);
    await page.focus('#page-field-header-1-children-add');
    expect(await page.$eval('#page-field-header-1-children-add', (button) => button.getAttribute('aria-label'))).to.equal('Add a link under “Solutions”');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-header-1-children-0-label');
    expect(await status(page)).to.equal('Header item 2, link 1 added.');
    await page.focus('#page-field-header-1-children-0-remove');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'page-field-header-1-children-add');
    expect(await status(page)).to.equal('Header item 2, link 1 removed.');
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`shows every seeded label and heading whole at ${width} px (${colorScheme}), axe-clean, nothing wider than the screen`, async () => {
        const page = await open(width, colorScheme);
        const cut = await page.$$eval('.menus-page input[id$="-label"], .menus-page input[id$="-heading"]', (inputs) =>
          inputs
            .map((input) => input as HTMLInputElement)
            .filter((input) => input.scrollWidth > input.clientWidth || input.clientWidth === 0)
            .map((input) => `${input.value} (${input.scrollWidth} > ${input.clientWidth})`),
        );
        expect(await page.$$eval('.menus-page input[id$="-label"]', (inputs) => inputs.length)).to.be.at.least(30);
        expect(cut).to.deep.equal([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        expect(await axeViolations(page)).to.deep.equal([]);
        if (width === 1280) {
          // Compact: the seeded menus (4 header items, 10 links under Services, 3 footer columns and their 17
          // links) in about three screens.
          const height = await page.$eval('.menus-page', (element) => element.getBoundingClientRect().height);
          expect(height).to.be.below(3 * 800);
        }
      });
    }
  }
});
