/** What the page editor's browser tests share: an app with a signed-in owner, pages made through the API, keyboard moves. */
import type { Page } from 'puppeteer-core';
import { signIn, startTestApp, type TestApp } from './app.ts';
import { browserPage, adminApi } from './signed-in.ts';
import { section } from './pages-api.ts';
import type { AdminPage } from './pages-api.ts';

export interface EditorSession {
  app: TestApp;
  cookie: string;
  pages: Page[];
  api: ReturnType<typeof adminApi>;
}

/** For a describe block: one app and owner for its tests; pages pushed onto `pages` close after each test. */
export function useEditorApp(): EditorSession {
  const session = { pages: [] as Page[] } as EditorSession;
  before(async () => {
    session.app = await startTestApp();
    session.cookie = await signIn(session.app);
    session.api = adminApi(session.app, session.cookie);
  });
  afterEach(async () => {
    for (const page of session.pages.splice(0)) await page.close();
  });
  after(() => session.app.close());
  return session;
}

/** A draft that may be published: a hero (the h1), rich text and a contact form. */
export async function makePage(session: EditorSession, path: string, title: string, extra: Record<string, unknown>[] = []): Promise<AdminPage> {
  return session.api<AdminPage>('POST', '/api/admin/pages', {
    path,
    title,
    sections: [
      section('hero', 'hero', { heading: title }),
      section('richText', 'intro', { html: '<h2>What we do</h2><p>Billing for this specialty.</p>' }),
      ...extra,
      section('contact', 'contact'),
    ],
  });
}

/** A case study of the Proof list (test content), placed where `placement` says (nowhere unless told). */
export async function addCaseStudy(session: EditorSession, practiceType: string, placement = { home: false, uswha: false, services: [] as string[] }) {
  return session.api<{ id: number }>('POST', '/api/admin/proof', {
    kind: 'case-study',
    practiceType,
    problem: 'Global packages billed twice',
    whatWasDone: 'One global claim per pregnancy',
    figures: [{ label: 'Denial rate', before: '14%', after: '6%' }],
    placement,
  });
}

/**
 * A browser page signed in as `cookie` (the owner's unless told), at `path`, `width` pixels wide; the page's
 * CSP is bypassed unless `enforceCsp`.
 */
export async function openAs(session: EditorSession, path: string, width = 1280, cookie = session.cookie, enforceCsp = false): Promise<Page> {
  const page = await browserPage(session.app, cookie, { width, height: 900, enforceCsp });
  session.pages.push(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${session.app.url}${path}`);
  return page;
}

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `limit` presses. */
export async function tabTo(page: Page, selector: string, { back = false, limit = 400 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    if (back) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else {
      await page.keyboard.press('Tab');
    }
  }
  throw new Error(`tabTo: ${selector} never got the focus`);
}

export const focusedId = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.id ?? '');
