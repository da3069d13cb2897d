/**
 * The XSS corpus the project was given (test/fixtures/xss-payloads.json, a copy kept in
 * the repository so CI has it) and its oracle for sanitized blog HTML.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface XssPayload {
  id: string;
  category?: string;
  payload: string;
  note?: string;
  expect?: string;
}

const corpus = JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/xss-payloads.json'), 'utf8')) as {
  payloads: XssPayload[];
  controls: XssPayload[];
};

export const xssPayloads = corpus.payloads;
export const xssControls = corpus.controls;

export const allowedSchemes = ['http', 'https', 'ftp', 'mailto', 'tel'];

/** The oracle's URL rule: decoded, whitespace and control characters removed, lowercased; an allowed scheme or relative. */
export function isSafeUrl(decoded: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = decoded.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  if (cleaned.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)?.[1];
  return scheme === undefined || allowedSchemes.includes(scheme);
}
