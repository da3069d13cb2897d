/**
 * Click counting in newsletters (docs/product/subscriptions.md#click-counting): the owner's setting, and the
 * links of each newsletter with their counts. A link is counted per newsletter and address, never per person.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './db.server.ts';

export interface NewsletterSettings {
  /** Links in newsletters go through the site's redirect, which counts a click per link. */
  countClicks: boolean;
}

export async function getNewsletterSettings(db: Database): Promise<NewsletterSettings> {
  const row = (await db('newsletter_settings').where({ id: 1 }).first()) as { count_clicks: boolean | number } | undefined;
  return { countClicks: Boolean(row?.count_clicks) };
}

export async function saveNewsletterSettings(db: Database, settings: NewsletterSettings, now: string): Promise<void> {
  await db('newsletter_settings').insert({ id: 1, count_clicks: settings.countClicks, updated_at: now }).onConflict('id').merge();
}

/** The token of each address for this newsletter, made once per address (a second build finds the same ones). */
export async function linkTokens(db: Database, newsletterId: number, urls: string[], now: string): Promise<Map<string, string>> {
  const unique = [...new Set(urls)];
  if (unique.length > 0) {
    await db('newsletter_links')
      .insert(unique.map((url) => ({ newsletter_id: newsletterId, url, token: randomBytes(16).toString('base64url'), created_at: now })))
      .onConflict(['newsletter_id', 'url'])
      .ignore();
  }
  const rows = (await db('newsletter_links').where({ newsletter_id: newsletterId }).select('url', 'token')) as { url: string; token: string }[];
  return new Map(rows.map((row) => [row.url, row.token]));
}

/** Counts one click of the link with this token; answers its address, or null for no such link. */
export async function countClick(db: Database, token: string): Promise<string | null> {
  const row = (await db('newsletter_links').where({ token }).first('id', 'url')) as { id: number; url: string } | undefined;
  if (!row) return null;
  await db('newsletter_links')
    .where({ id: row.id })
    .update({ clicks: db.raw('clicks + 1') });
  return row.url;
}

export interface LinkClicks {
  url: string;
  clicks: number;
}

export async function newsletterLinkClicks(db: Database, newsletterId: number): Promise<LinkClicks[]> {
  const rows = (await db('newsletter_links')
    .where({ newsletter_id: newsletterId })
    .orderBy([{ column: 'clicks', order: 'desc' }, 'id'])
    .select('url', 'clicks')) as {
    url: string;
    clicks: number | string;
  }[];
  return rows.map((row) => ({ url: row.url, clicks: Number(row.clicks) }));
}
