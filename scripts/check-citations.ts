/**
 * Every citation in the repository's comments and documents resolves: decision numbers, links,
 * file paths and anchors name what exists, and no "issue N" points at a tracker the repository
 * does not have (what counts: scripts/citations/check.ts); and docs/decisions/README.md lists every
 * decision record. Part of `npm run lint`.
 *
 * Usage: node scripts/check-citations.ts [file…]   (every file git knows of, when none are given)
 * Prints `file:line: problem` for each finding and exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { checkText, missingFromIndex, syntaxOf, type Repository } from './citations/check.ts';
import { anchorsOf } from './citations/markdown.ts';

const root = posix.resolve(import.meta.dirname, '..');

/** Lists every decision record with its status. */
const decisionIndex = 'docs/decisions/README.md';
/** Files that quote what the check looks for, as examples of what it refuses. */
const quotesWhatItChecks = new Set(['test/unit/check-citations.test.ts']);
/** Files nobody reads as text. */
const notText = /\.(?:png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|jar|db)$|(?:^|\/)package-lock\.json$/;

export function repositoryAt(directory: string): { repo: Repository; files: string[] } {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: directory, encoding: 'utf8' });
  const files = [...new Set(listed.split('\0').filter(Boolean))].sort();
  const folders = new Set<string>();
  for (const file of files) for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) folders.add(file.slice(0, at));
  const anchors = new Map<string, Set<string>>();
  const repo: Repository = {
    files: new Set(files),
    folders,
    baseNames: new Set(files.map((file) => posix.basename(file))),
    decisions: new Set(files.flatMap((file) => /^docs\/decisions\/(\d{3})-[^/]*\.md$/.exec(file)?.[1] ?? [])),
    anchors(file) {
      let found = anchors.get(file);
      if (!found) {
        found = anchorsOf(read(directory, file) ?? '');
        anchors.set(file, found);
      }
      return found;
    },
  };
  return { repo, files };
}

function read(directory: string, file: string): string | undefined {
  try {
    return readFileSync(posix.join(directory, file), 'utf8');
  } catch {
    return undefined; // deleted in the working tree, not yet in the index
  }
}

export function findProblems(directory: string, only: string[] = []): string[] {
  const { repo, files } = repositoryAt(directory);
  const problems: string[] = [];
  for (const file of only.length > 0 ? only : files) {
    if (notText.test(file) || quotesWhatItChecks.has(file)) continue;
    const text = read(directory, file);
    if (text === undefined || (syntaxOf(file) === 'text' && text.includes('\0'))) continue;
    for (const { line, message } of checkText(file, text, repo)) problems.push(`${file}:${line}: ${message}`);
  }
  if (only.length === 0) {
    for (const record of missingFromIndex(files, read(directory, decisionIndex) ?? '')) problems.push(`${decisionIndex}:1: ${record} is not in the index`);
  }
  return problems;
}

if (import.meta.main) {
  const problems = findProblems(root, process.argv.slice(2));
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} citation${problems.length === 1 ? '' : 's'} that resolve to nothing (scripts/check-citations.ts says what counts).`);
    process.exit(1);
  }
}
