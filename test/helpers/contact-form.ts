/** The contact form on the home page, as the browser tests drive and read it. */
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { TestApp } from './app.ts';
import { clickStill } from './browser.ts';
import type { validContact } from './contacts.ts';

export const form = '#contact form.contact-form';

export async function openHome(page: Page, app: TestApp, { waitForIsland = true } = {}) {
  await page.goto(`${app.url}/`);
  if (waitForIsland) await page.waitForFunction((selector) => document.querySelector<HTMLFormElement>(selector)?.noValidate === true, {}, form);
}

export async function fill(page: Page, values: Partial<typeof validContact>) {
  for (const [name, value] of Object.entries(values)) await page.type(`${form} [name="${name}"]`, value);
}

/** Presses Send Message with the mouse, once the form has stopped scrolling into view (see `clickStill`). */
export const send = (page: Page) => clickStill(page, `${form} button[type="submit"]`);

/** Records every request the page makes to the contact API. */
export function countApiRequests(page: Page): HTTPRequest[] {
  const requests: HTTPRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contacts') requests.push(request);
  });
  return requests;
}

/** The messages at the fields: which fields are marked, each message, and whether the field points at it. */
export const fieldMessages = (page: Page) =>
  page.$$eval(`${form} [aria-invalid="true"]`, (fields) =>
    fields.map((field) => {
      const message = field.closest('.form-field')?.querySelector('.field-error');
      return {
        name: field.getAttribute('name'),
        message: message?.textContent,
        describedBy: Boolean(message?.id) && (field.getAttribute('aria-describedby') ?? '').split(' ').includes(message!.id),
      };
    }),
  );

export const formStatus = (page: Page) => page.$eval(`${form} .form-status`, (status) => ({ text: status.textContent, role: status.getAttribute('role') }));

export const buttonState = (page: Page) =>
  page.$eval(`${form} button[type="submit"]`, (button) => ({ text: button.textContent, disabled: (button as HTMLButtonElement).disabled }));
