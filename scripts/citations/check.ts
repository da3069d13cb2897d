/**
 * What counts as a citation, and whether it resolves (scripts/check-citations.ts runs it over the
 * repository). In every file: "decision NNN" (also "decisions 041, 049", "amended by 049") must name
 * a record in docs/decisions/, and "issue N" may not appear at all (the repository has no tracker;
 * an issue of another project is written after its name, `owner/repo issue #N`). In Markdown, and in
 * the comments of code and CSS: links, and paths of the repository (`server/app.server.ts`, `docs/…`,
 * `./comments.ts`, `blog.md#posts`) must name a file or folder that exists, and an anchor a
 * heading of that document.
 *
 * Not citations: URLs, route paths (`/blog/x`, anything after a `/`), package names (`@types/pg`,
 * `vike/server`), and one-segment words joined by a slash without an extension ("content/excerpt");
 * a path that runs into a placeholder (`server/api/<resource>.ts`) is checked up to the placeholder.
 */
import { posix } from 'node:path';
import { commentsOnly } from './comments.ts';
import { isExternal, linksOf } from './markdown.ts';

export interface Repository {
  /** Files (tracked, or new and not ignored), relative to the root, with `/` separators. */
  files: Set<string>;
  /** Every folder holding one of them, without a trailing slash. */
  folders: Set<string>;
  /** The base names of all files, for a bare `README.md`. */
  baseNames: Set<string>;
  /** Numbers of the decision records, `'005'`. */
  decisions: Set<string>;
  /** The anchors of a Markdown file of the repository. */
  anchors(file: string): Set<string>;
}

export interface Finding {
  line: number;
  message: string;
}

const segment = String.raw`[\w.@()+-]`;
const notAfter = String.raw`(?<![\w./@#$%~-])`;
const gap = String.raw`\s+(?:(?:\*|\/\/)\s*)?`;
const numberList = String.raw`\d{3}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+|\s*\/\s*)\d{3})*`;
const decisionPattern = new RegExp(String.raw`\b(?:decisions?|superseded by|amended by|amends|extends)${gap}(${numberList})\b`, 'gi');
const issuePattern = new RegExp(String.raw`\bissues?${gap}#?\d+(?:\s*[-–]\s*\d+)?`, 'gi');
const externalTracker = /[\w.-]+\/[\w.-]+\s+$/;
const relativePattern = new RegExp(String.raw`(?<![\w./@#$%~'"-])(\.\.?\/(?:${segment}+\/?)+)(#[\w-]+)?`, 'g');
const bareMarkdownPattern = new RegExp(String.raw`${notAfter}([\w-]+(?:\.[\w-]+)*\.md)(#[\w-]+)?(?![\w/])`, 'g');
const placeholder = /NNN|YYYY|XXX/;

export function syntaxOf(file: string): 'markdown' | 'script' | 'css' | 'text' {
  if (file.endsWith('.md')) return 'markdown';
  if (/\.(?:[cm]?js|tsx?)$/.test(file)) return 'script';
  if (file.endsWith('.css')) return 'css';
  return 'text';
}

/** The findings of one file: `file` is its path in the repository, `text` its content. */
export function checkText(file: string, text: string, repo: Repository): Finding[] {
  const syntax = syntaxOf(file);
  const lineOf = lineCounter(text);
  const findings = new Map<string, Finding>();
  const report = (index: number, message: string) => {
    const line = lineOf(index);
    findings.set(`${line}\n${message}`, { line, message });
  };

  for (const match of text.matchAll(decisionPattern)) {
    for (const number of match[1]!.match(/\d{3}/g)!) {
      if (!repo.decisions.has(number)) report(match.index, `decision ${number}: there is no docs/decisions/${number}-*.md`);
    }
  }
  for (const match of text.matchAll(issuePattern)) {
    if (externalTracker.test(text.slice(Math.max(0, match.index - 80), match.index))) continue;
    report(match.index, `"${match[0].replace(/\s+/g, ' ')}": this repository has no issue tracker; say what is meant`);
  }
  if (syntax === 'text') return [...findings.values()];

  const cited = syntax === 'markdown' ? text : commentsOnly(text, syntax);
  const folder = posix.dirname(file);
  const check = (index: number, path: string, anchor: string | undefined, relativeTo: string | undefined) => {
    const problem = resolve(path, anchor, relativeTo, file, repo);
    if (problem) report(index, problem);
  };

  // A link's target is checked as a link (from the document's folder), not again as a path.
  const linkTargets = new Set<number>();
  for (const link of linksOf(withoutCode(cited))) {
    linkTargets.add(link.index);
    if (isExternal(link.target)) continue;
    const [path = '', anchor] = link.target.split('#');
    check(link.index, decodeURI(path), anchor, folder);
  }
  const tops = [...repo.folders].filter((name) => !name.includes('/')).map((name) => name.replace(/\./g, '\\.'));
  const rootPattern = new RegExp(String.raw`${notAfter}#?((?:${tops.join('|')})\/(?:${segment}+\/?)*)(#[\w-]+)?`, 'g');
  for (const match of cited.matchAll(rootPattern)) {
    if (linkTargets.has(match.index)) continue;
    const path = untilPlaceholder(trimPath(match[1]!), cited[match.index + match[0].length]);
    if (!isPathCitation(path, match[2] !== undefined)) continue;
    check(match.index, path, match[2]?.slice(1), undefined);
  }
  for (const match of cited.matchAll(relativePattern)) {
    if (!linkTargets.has(match.index)) check(match.index, trimPath(match[1]!), match[2]?.slice(1), folder);
  }
  for (const match of cited.matchAll(bareMarkdownPattern)) {
    const name = match[1]!;
    if (placeholder.test(name) || linkTargets.has(match.index)) continue;
    if (/^\d{3}-/.test(name)) check(match.index, `docs/decisions/${name}`, match[2]?.slice(1), undefined);
    else if (!repo.baseNames.has(name)) report(match.index, `${name}: no such file`);
  }
  return [...findings.values()].sort((a, b) => a.line - b.line);
}

/** The decision records (`docs/decisions/NNN-….md`) that the index (that folder's README) does not link. */
export function missingFromIndex(files: Iterable<string>, index: string): string[] {
  const linked = new Set(linksOf(index).map((link) => link.target.split('#')[0]));
  return [...files].flatMap((file) => /^docs\/decisions\/(\d{3}-[^/]+\.md)$/.exec(file)?.[1] ?? []).filter((name) => !linked.has(name));
}

/**
 * A path token is a citation when it names a file (an extension), a folder (a trailing slash),
 * or goes at least two folders deep; "content/excerpt" in a sentence is two words.
 */
export function isPathCitation(path: string, hasAnchor = false): boolean {
  if (placeholder.test(path)) return false;
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  return hasAnchor || path.endsWith('/') || /\.[A-Za-z0-9]+$/.test(last) || path.split('/').filter(Boolean).length >= 3;
}

/** Drops what follows a path in prose: a full stop, a comma, an unbalanced closing bracket. */
export function trimPath(token: string): string {
  let path = token;
  for (;;) {
    const before = path;
    path = path.replace(/[.,:;!?]+$/, '');
    if (path.endsWith(')') && count(path, '(') < count(path, ')')) path = path.slice(0, -1);
    if (path.endsWith(']') && count(path, '[') < count(path, ']')) path = path.slice(0, -1);
    if (path === before) return path;
  }
}

/** A path that runs into a placeholder or a glob (`server/api/<resource>.ts`) is cited up to its last folder. */
function untilPlaceholder(path: string, next: string | undefined): string {
  return next !== undefined && /[<{*…]/.test(next) ? path.slice(0, path.lastIndexOf('/') + 1) : path;
}

/** Code spans and fenced blocks blanked: a link written inside them is an example, not a link. */
export function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text.replace(/^[ \t]*(```|~~~)[^]*?^[ \t]*\1/gm, blank).replace(/(`+)[^`\n]+?\1/g, blank);
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** What is wrong with a citation of `path#anchor` (relative to a folder, or to the root), or undefined. */
function resolve(path: string, anchor: string | undefined, relativeTo: string | undefined, file: string, repo: Repository): string | undefined {
  const shown = `${path}${anchor === undefined ? '' : `#${anchor}`}`;
  const target = path === '' ? file : posix.normalize(relativeTo === undefined ? path : posix.join(relativeTo, path)).replace(/\/$/, '');
  if (target === '..' || target.startsWith('../')) return `${shown}: outside the repository`;
  const isFile = repo.files.has(target);
  if (!isFile && !repo.folders.has(target) && target !== '.') return `${shown}: no such file or folder`;
  if (anchor !== undefined && anchor !== '' && isFile && target.endsWith('.md') && !repo.anchors(target).has(anchor.toLowerCase())) {
    return `${shown}: ${target} has no heading with that anchor`;
  }
  return undefined;
}

function lineCounter(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
