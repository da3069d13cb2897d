/**
 * Redirect rules and the 404 log (`redirects.manage`: owners and editors; docs/product/redirects.md).
 *
 * - `GET /api/admin/redirects`: every rule, by source.
 * - `POST /api/admin/redirects` `{from, to, status}` → 201 the rule; 400 naming the field for a malformed
 *   path or URL, a loop, a chain, a source that already has a rule or is a live page.
 * - `DELETE /api/admin/redirects/:id` → 200; 404 for no such rule.
 * - `GET /api/admin/not-found?from=&to=&limit=` → `{from, to, paths, other}`: the most requested missing
 *   paths between two days (the last 30 by default), people first; bots counted apart (`botCount`); `other`
 *   the requests folded into the days' "other" rows.
 *
 * Rule changes are audited and move the content version, so every process serves them on its next request.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import type { Database } from '#database/db.server.ts';
import { countOtherNotFound, listMissingPaths } from '#database/not-found-log.server.ts';
import { createRedirectRule, deleteRedirectRule, listRedirectRules } from '#database/redirect-rules.server.ts';
import {
  isPrefixSource,
  redirectLimits,
  redirectStatuses,
  sitePathTarget,
  sourcePattern,
  wildcardContinuesPath,
  type MissingPathsReport,
  type RedirectStatus,
} from '#shared/redirect-rules.ts';
import { addDays, dayIn } from '#shared/site-day.ts';
import type { AuditLog } from '../audit/audit-log.server.ts';
import type { SessionUser } from '../auth/session.server.ts';
import type { Config } from '../config.server.ts';
import { HttpError } from '../errors.server.ts';
import { readLivePaths } from '../redirects/live-paths.server.ts';
import { checkRule } from '../redirects/rule-checks.server.ts';
import { calendarDay, pathId, queryWording } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';

/** An absolute http(s) URL without credentials or spaces. */
function absoluteUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}

const ruleSchema = Joi.object({
  from: Joi.string().trim().max(redirectLimits.source).pattern(sourcePattern, 'source').required(),
  to: Joi.string()
    .trim()
    .max(redirectLimits.target)
    .required()
    .custom((value: string, helpers) => {
      if (!wildcardContinuesPath(value)) return helpers.error('string.pattern.name', { name: 'wildcard' });
      if (value.startsWith('/')) return sitePathTarget.test(value) ? value : helpers.error('string.pattern.name', { name: 'target' });
      // Stored as the URL a header can carry: the host in ASCII (punycode), the rest percent-encoded.
      if (!absoluteUrl(value)) return helpers.error('string.pattern.name', { name: 'target' });
      const { href } = new URL(value);
      return href.length <= redirectLimits.target ? href : helpers.error('string.max', { limit: redirectLimits.target });
    }),
  status: Joi.number()
    .strict()
    .valid(...redirectStatuses)
    .required(),
});

const ruleWording = {
  whole: 'the redirect rule',
  fieldsOf: 'a redirect rule',
  patterns: {
    source: 'must be a path starting with / (letters, digits and - . _ ~ % and the like), with * only at the end for a prefix.',
    target: 'must be a path of this site starting with / or an absolute http(s) URL.',
    wildcard: 'may end in * only after a path (https://partner.example/*), never right after the host.',
  },
  fixed: { status: `Status must be one of: ${redirectStatuses.join(', ')}.` },
} as const;

const notFoundQuery = Joi.object({ from: calendarDay, to: calendarDay, limit: Joi.number().integer().min(1).max(200).default(50) });

export interface RedirectHandlerDeps {
  db: Database;
  audit: AuditLog;
  config: Pick<Config, 'siteUrl' | 'siteTimeZone'>;
  /** The client build, whose top-level files no rule may take over. */
  clientDir?: string | undefined;
  userOf: (req: Parameters<RequestHandler>[0]) => Promise<SessionUser>;
  clock?: (() => number) | undefined;
}

export function adminRedirectHandlers(deps: RedirectHandlerDeps): Record<'list' | 'create' | 'remove' | 'notFound', RequestHandler> {
  const { db, audit } = deps;
  return {
    async list(_req, res) {
      res.json(await listRedirectRules(db));
    },

    async create(req, res) {
      const body = validate<{ from: string; to: string; status: RedirectStatus }>(ruleSchema, req.body ?? {}, ruleWording);
      if (body.to.split('?')[0]!.endsWith('*') && !isPrefixSource(body.from)) {
        const message = 'To may end in * only when From does (a prefix): the * stands for the rest of the path.';
        throw new HttpError(400, message, { errors: [{ field: 'to', message }] });
      }
      const user = await deps.userOf(req);
      const live = await readLivePaths(db, deps.clientDir);
      const rule = await createRedirectRule(db, { source: body.from, target: body.to, status: body.status, createdBy: user.id }, async (existing) =>
        checkRule({ source: body.from, target: body.to }, existing, live, deps.config.siteUrl),
      );
      await audit.record(req, {
        actor: { id: user.id, username: user.username },
        action: 'redirect.create',
        target: `redirect:${rule.id}`,
        details: { from: rule.source, to: rule.target, status: rule.status },
      });
      res.status(201).json(rule);
    },

    async remove(req, res) {
      const id = pathId(req.params.id);
      const user = await deps.userOf(req);
      const removed = await deleteRedirectRule(db, id);
      if (!removed) throw new HttpError(404, 'Redirect rule not found');
      await audit.record(req, {
        actor: { id: user.id, username: user.username },
        action: 'redirect.delete',
        target: `redirect:${id}`,
        details: { from: removed.source, to: removed.target, status: removed.status },
      });
      res.json({ message: 'Redirect rule deleted' });
    },

    async notFound(req, res) {
      const query = validate<{ from?: string; to?: string; limit: number }>(notFoundQuery, req.query, queryWording, { root: 'query' });
      const to = query.to ?? dayIn(deps.config.siteTimeZone, (deps.clock ?? Date.now)());
      const from = query.from ?? addDays(to, -29);
      if (from > to) throw new HttpError(400, 'To must not be before from.', { errors: [{ field: 'to', message: 'To must not be before from.' }] });
      const report: MissingPathsReport = {
        from,
        to,
        paths: await listMissingPaths(db, { from, to, limit: query.limit }),
        other: await countOtherNotFound(db, { from, to }),
      };
      res.json(report);
    },
  };
}
