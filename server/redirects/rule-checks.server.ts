/**
 * What makes a redirect rule refused when it is saved (docs/product/redirects.md#rules), each a 400
 * naming the field: a loop (the target is the rule's own source), a chain (the target is another
 * rule's source, or the source is another rule's target: one hop each, never two), a source that
 * already has a rule, and a source that is a live page.
 */
import { sourceCoversPrivatePath } from '#shared/private-paths.ts';
import { isPrefixSource, sourceMatches, type RedirectRule } from '#shared/redirect-rules.ts';
import { HttpError } from '../errors.server.ts';
import type { LivePaths } from './live-paths.server.ts';

export interface RuleInput {
  source: string;
  target: string;
}

const refuse = (field: 'from' | 'to', message: string): never => {
  throw new HttpError(400, message, { errors: [{ field, message }] });
};

/** The path on this site a target leads to (its `*` dropped), or undefined for another site. */
export function sitePathOf(target: string, siteUrl: string): string | undefined {
  let path: string;
  if (target.startsWith('/')) path = target.split('?')[0]!;
  else {
    const url = new URL(target);
    const host = (name: string) => name.toLowerCase().replace(/^www\./, '');
    if (host(url.hostname) !== host(new URL(siteUrl).hostname)) return undefined;
    path = url.pathname;
  }
  return path.endsWith('*') ? path.slice(0, -1) : path;
}

/** Whether the paths a target leads to (one, or all under a prefix) meet the paths a source names. */
function reaches(targetPath: string, targetIsPrefix: boolean, source: string): boolean {
  if (sourceMatches(source, targetPath)) return true;
  // `/new/*` leads to every path under /new/: a source there (exact or prefix) is met too.
  return targetIsPrefix && source.startsWith(targetPath);
}

export function checkRule(rule: RuleInput, existing: readonly RedirectRule[], live: LivePaths, siteUrl: string): void {
  const { source, target } = rule;
  if (sourceCoversPrivatePath(source)) {
    refuse('from', 'From would cover private links (booking manage links, calendar feeds, invitations, password resets, previews): no rule may redirect them.');
  }
  if (existing.some((other) => other.source === source)) refuse('from', `From already has a rule: ${source}. Delete that rule first.`);
  if (isPrefixSource(source)) {
    const taken = live.under(source.slice(0, -1));
    if (taken !== undefined) refuse('from', `From would redirect a live page (${taken}).`);
  } else if (live.has(source)) refuse('from', `From is a live page of this site (${source}).`);

  const targetPath = sitePathOf(target, siteUrl);
  const targetIsPrefix = target.split('?')[0]!.endsWith('*');
  if (targetPath !== undefined && reaches(targetPath, targetIsPrefix, source)) refuse('to', 'To leads back to From: the rule would loop.');
  if (targetPath !== undefined && !targetIsPrefix && live.oldSlugPaths.has(targetPath)) {
    refuse('to', `To is an old address that redirects elsewhere itself (${targetPath}): redirect to where it leads instead, not through it.`);
  }
  if (targetPath !== undefined) {
    const next = existing.find((other) => reaches(targetPath, targetIsPrefix, other.source));
    if (next) refuse('to', `To is the source of another rule (${next.source} → ${next.target}): redirect to where that one leads instead, not through it.`);
  }
  const before = existing.find((other) => {
    const otherPath = sitePathOf(other.target, siteUrl);
    return otherPath !== undefined && reaches(otherPath, other.target.split('?')[0]!.endsWith('*'), source);
  });
  if (before) refuse('from', `From is where another rule leads (${before.source} → ${before.target}): change that rule instead of adding a second hop.`);
}
