/**
 * The full-page post editor's browser suites (post-editor, -publishing, -blocks): a fresh app and a signed-in admin per test,
 * their posts through the API and the editor's pages. `app` and `cookie` are live bindings, set by the hooks: read them
 * inside the tests (they change per test). The pages pushed onto `pages` are closed after each test.
 */
import type { Page } from 'puppeteer-core';
import { slugify } from '#shared/blog-rules.ts';
import { signInWriter, startTestApp, type TestApp } from './app.ts';
import { callJson } from './http.ts';
import { browserPage } from './signed-in.ts';
import { editorReady } from './post-editor.ts';

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: string;
  updatedAt: string;
}

export let app: TestApp;
export let cookie: string;
export const pages: Page[] = [];

/** For a describe block: the app, admin and page closing each test needs. */
export function postEditorPerTest(): void {
  beforeEach(async () => {
    app = await startTestApp();
    cookie = await signInWriter(app);
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) await page.close();
    await app.close();
  });
}

export const api = (method: string, path: string, body?: unknown) => callJson(`${app.url}${path}`, method, cookie, body);
export const postById = async (id: number) => (await api('GET', `/api/admin/blog/${id}`)).body as ApiPost;
/** Publishing needs a slug in the request: the title's. */
export const createPost = async (fields: Record<string, unknown> & { title: string }) =>
  (
    await api('POST', '/api/admin/blog', {
      excerpt: 'An excerpt',
      content: '<p>Body</p>',
      status: 'draft',
      slug: slugify(fields.title),
      authorId: '',
      ...fields,
    })
  ).body as ApiPost;

export async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const page = await browserPage(app, cookie, { width: options.width ?? 1280, height: 800, colorScheme: options.colorScheme ?? 'light' });
  pages.push(page);
  await page.goto(`${app.url}${path}`);
  await editorReady(page);
  return page;
}

export async function typeInBody(page: Page, text: string, blockIndex = -1): Promise<void> {
  const blocks = await page.$$('.rich-text-content .ce-paragraph');
  await blocks.at(blockIndex)!.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}
export const bodyText = (page: Page) => page.$eval('.rich-text-content .codex-editor__redactor', (blocks) => blocks.textContent ?? '');
