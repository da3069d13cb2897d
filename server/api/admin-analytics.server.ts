/**
 * The overview's numbers (admin only, behind requireAdmin). Dates are
 * YYYY-MM-DD in the site's time zone, `from` and `to` both included.
 *
 * - `GET /api/admin/analytics/summary?from=&to=`: `{from, to, visitors, views, leads, conversionRate,
 *   leadsByStatus, previous: {from, to, visitors, views, leads, conversionRate}}`, the previous period
 *   being as many days just before.
 * - `GET /api/admin/analytics/timeseries?from=&to=&metric=visitors|views|leads`: `{metric, points: [{day, value}]}`,
 *   every day of the range.
 * - `GET /api/admin/analytics/top?dimension=page|source|post&from=&to=&limit=`: `{dimension, rows: [{key, label,
 *   visitors, views, leads, conversionRate}]}`; a source key '' is direct (no referrer, no UTM source); pages
 *   leave out the utility pages (the thank-you pages, search, invitations).
 * - `conversionRate` is leads ÷ visitors (0 to 1), or null when there are more leads than visitors.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { dailyTotals, leadsByStatus, leadTimes, postTitles, topRows, viewTotals, type DayRange } from '#database/analytics-report.server.ts';
import type { Database } from '#database/db.server.ts';
import { blogPath } from '#shared/blog-paths.ts';
import { addDays, dayIn, startOfDay } from '#shared/site-day.ts';
import { HttpError } from '../errors.server.ts';
import { calendarDay, queryWording } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

const maxDays = 400;

const rangeKeys = { from: calendarDay.required(), to: calendarDay.required() };
const summaryQuery = Joi.object(rangeKeys);
const seriesQuery = Joi.object({ ...rangeKeys, metric: Joi.string().valid('visitors', 'views', 'leads').required() });
const topQuery = Joi.object({
  ...rangeKeys,
  dimension: Joi.string().valid('page', 'source', 'post').required(),
  limit: Joi.number().integer().min(1).max(50).default(10),
});

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
/**
 * Leads per counted visitor, or null when there are more leads than visitors: such leads include visits begun
 * before the period or by visitors who asked not to be tracked, so the ratio would be no rate at all (it read
 * 200%). Leads are not linked to visitors (nothing identifies a visitor), so they cannot be filtered instead.
 */
const rate = (leads: number, visitors: number) => (leads > visitors ? null : visitors > 0 ? Math.round((leads / visitors) * 10_000) / 10_000 : 0);

/** Pages a visitor reaches only after doing something else (a sent form, a search): never top pages. */
const utilityPages = ['/thank-you', '/revenue-check/thank-you', '/search', '/invite'];

export function dayRange(fromDay: string, toDay: string, timeZone: string): DayRange {
  return { fromDay, toDay, fromInstant: startOfDay(timeZone, fromDay), beforeInstant: startOfDay(timeZone, addDays(toDay, 1)) };
}

function rangeOf(query: { from: string; to: string }, timeZone: string): DayRange {
  const days = daysBetween(query.from, query.to);
  if (days < 1) throw new HttpError(400, 'To must not be before from.', { errors: [{ field: 'to', message: 'To must not be before from.' }] });
  if (days > maxDays)
    throw new HttpError(400, `A range may span at most ${maxDays} days.`, {
      errors: [{ field: 'from', message: `A range may span at most ${maxDays} days.` }],
    });
  return dayRange(query.from, query.to, timeZone);
}

export function adminAnalyticsHandlers({ db, siteTimeZone }: { db: Database; siteTimeZone: string }) {
  async function totals(range: DayRange) {
    const [{ visitors, views }, leads] = await Promise.all([viewTotals(db, range), leadTimes(db, range)]);
    return { from: range.fromDay, to: range.toDay, visitors, views, leads: leads.length, conversionRate: rate(leads.length, visitors) };
  }

  const summary: RequestHandler = async (req, res) => {
    const range = rangeOf(validate<{ from: string; to: string }>(summaryQuery, req.query, queryWording, { root: 'query' }), siteTimeZone);
    const days = daysBetween(range.fromDay, range.toDay);
    const previous = dayRange(addDays(range.fromDay, -days), addDays(range.fromDay, -1), siteTimeZone);
    const [current, before, byStatus] = await Promise.all([totals(range), totals(previous), leadsByStatus(db, range)]);
    res.json({ ...current, leadsByStatus: byStatus, previous: before });
  };

  const timeseries: RequestHandler = async (req, res) => {
    const query = validate<{ from: string; to: string; metric: 'visitors' | 'views' | 'leads' }>(seriesQuery, req.query, queryWording, { root: 'query' });
    const range = rangeOf(query, siteTimeZone);
    const values = new Map<string, number>();
    if (query.metric === 'leads') {
      for (const time of await leadTimes(db, range)) {
        const day = dayIn(siteTimeZone, Date.parse(time));
        values.set(day, (values.get(day) ?? 0) + 1);
      }
    } else {
      for (const row of await dailyTotals(db, range)) values.set(row.day, row[query.metric]);
    }
    const points = [];
    for (let day = range.fromDay; day <= range.toDay; day = addDays(day, 1)) points.push({ day, value: values.get(day) ?? 0 });
    res.json({ metric: query.metric, points });
  };

  const top: RequestHandler = async (req, res) => {
    const query = validate<{ from: string; to: string; dimension: 'page' | 'source' | 'post'; limit: number }>(topQuery, req.query, queryWording, {
      root: 'query',
    });
    const range = rangeOf(query, siteTimeZone);
    const isPost = query.dimension === 'post';
    const rows = isPost
      ? await topRows(db, range, 'page', query.limit, `${blogPath}/`)
      : await topRows(db, range, query.dimension as 'page' | 'source', query.limit, undefined, query.dimension === 'page' ? utilityPages : []);
    const slugOf = (path: string) => {
      try {
        return decodeURIComponent(path.slice(blogPath.length + 1));
      } catch {
        return path;
      }
    };
    const titles = isPost
      ? await postTitles(
          db,
          rows.map((row) => slugOf(row.key)),
        )
      : new Map<string, string>();
    res.json({
      dimension: query.dimension,
      rows: rows.map((row) => ({
        ...row,
        label: isPost ? (titles.get(slugOf(row.key)) ?? row.key) : row.key,
        conversionRate: rate(row.leads, row.visitors),
      })),
    });
  };

  return { summary, timeseries, top };
}
