/**
 * /api/admin/navigation (docs/product/api.md#navigation, decision 075): the header menu and the footer
 * columns. GET answers `{header, footer, updatedAt}`; PUT replaces both: every link to this site must
 * answer (400 naming the field otherwise), external links are https; labels and counts are limited so that
 * the header holds at every width (shared/navigation.ts). `ifUpdatedAt` refuses to overwrite a newer save
 * (409). A change shows on the next request in every process and is audited. GET /links?q= is the editor's
 * page picker: the published pages and posts whose title holds every word of `q`. Owners and editors only.
 */
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { searchMenuLinkTargets } from '#database/menu-link-targets.server.ts';
import { NavigationChangedError, readNavigation, saveNavigation } from '#database/navigation.server.ts';
import { defaultNavigation } from '#content/navigation.ts';
import { cleanNavigation, validateNavigation, type Navigation } from '#shared/navigation.ts';
import { HttpError } from '../errors.server.ts';
import { text } from '../validation/rules.ts';
import { validate } from '../validation/validate.ts';
import { invalid, readBody } from '../pages-admin/page-input.server.ts';
import { livePathCheck } from '../pages-admin/page-paths.server.ts';
import type { PageHandlerDeps } from './admin-pages.server.ts';

const navigationSchema = Joi.object({
  header: Joi.any().required(),
  footer: Joi.any().required(),
  ifUpdatedAt: Joi.string().max(40).isoDate(),
  updatedAt: Joi.any().strip(),
}).required();

const linksQuerySchema = Joi.object({ q: text(100) }).required();
/** Each kind (pages, posts) offers at most this many at once; the marketer types more words to narrow. */
const linksShown = 12;

export function adminNavigationHandlers({ db, audit, userOf, clientDir }: PageHandlerDeps): Record<'show' | 'save' | 'links', RequestHandler> {
  return {
    async links(req, res) {
      const { q = '' } = validate<{ q?: string }>(
        linksQuerySchema,
        req.query,
        { fieldsOf: 'the query string', labels: { q: 'The search' } },
        { root: 'query' },
      );
      const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      res.json(await searchMenuLinkTargets(db, words, linksShown));
    },

    async show(_req, res) {
      res.json((await readNavigation(db)) ?? { ...defaultNavigation(), updatedAt: null });
    },

    async save(req, res) {
      const body = readBody<Navigation & { ifUpdatedAt?: string }>(navigationSchema, req.body);
      const errors = validateNavigation(body, await livePathCheck(db, clientDir));
      if (errors.length > 0) throw invalid(errors);
      const user = await userOf(req);
      let saved;
      try {
        saved = await saveNavigation(db, cleanNavigation(body), user.id, body.ifUpdatedAt);
      } catch (error) {
        if (error instanceof NavigationChangedError)
          throw new HttpError(409, 'The menus were changed in another tab or by someone else since you opened them. Reload to see them.');
        throw error;
      }
      const counts = { headerItems: saved.header.length, footerColumns: saved.footer.length };
      await audit.record(req, { actor: user, action: 'navigation.update', target: 'navigation', details: counts });
      res.json(saved);
    },
  };
}
