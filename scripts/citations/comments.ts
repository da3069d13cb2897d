/**
 * The comments of a source file, in place: the returned text has the source's length and line
 * breaks, with everything outside comments blanked, so a match's offset is its offset in the file.
 * A small lexer, not a parser: strings, template literals (with `${…}` inside) and regular
 * expression literals are skipped so that a `//` or `/*` inside them is not taken for a comment.
 * A slash starts a regular expression where an operand is expected (after an operator, an opening
 * bracket, a comma or a keyword such as `return`), as most lexers of JavaScript decide it.
 */

export type CommentSyntax = 'script' | 'css';

const regexAfter = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const regexAfterWord = /\b(?:return|typeof|case|in|of|delete|void|throw|new|yield|await|else|do)$/;

export function commentsOnly(source: string, syntax: CommentSyntax): string {
  const out: string[] = Array.from(source, (c) => (c === '\n' ? '\n' : ' '));
  const keep = (from: number, to: number) => {
    for (let j = from; j < to; j++) out[j] = source[j]!;
  };
  /** For templates: each code frame counts its open braces; a frame above the first was opened by `${`. */
  const frames: ('code' | 'template')[] = ['code'];
  const depths: number[] = [0];
  let last = ''; // the last significant character of code, to tell a regular expression from a division
  let i = 0;
  const endOf = (quote: string, from: number): number => {
    let j = from;
    while (j < source.length && source[j] !== quote && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (frames.at(-1) === 'template') {
      if (c === '\\') i += 2;
      else if (c === '`') {
        frames.pop();
        depths.pop();
        last = '`';
        i++;
      } else if (c === '$' && next === '{') {
        frames.push('code');
        depths.push(0);
        last = '{';
        i += 2;
      } else i++;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      keep(i, stop);
      i = stop;
    } else if (c === '/' && next === '/' && syntax === 'script') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      keep(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      i = endOf(c, i + 1);
      last = c;
    } else if (syntax === 'css') {
      i++;
    } else if (c === '`') {
      frames.push('template');
      depths.push(0);
      i++;
    } else if (c === '/' && (last === '' || regexAfter.has(last) || regexAfterWord.test(source.slice(Math.max(0, i - 8), i).trimEnd()))) {
      i = regexEnd(source, i + 1);
      last = '/';
    } else {
      if (c === '{') depths[depths.length - 1]!++;
      else if (c === '}') {
        if (depths.at(-1) === 0 && frames.length > 1) {
          frames.pop();
          depths.pop();
        } else depths[depths.length - 1]!--;
      }
      if (!/\s/.test(c)) last = /\w/.test(c) ? 'a' : c;
      i++;
    }
  }
  return out.join('');
}

/** The offset just past a regular expression literal whose body starts at `from`. */
function regexEnd(source: string, from: number): number {
  let j = from;
  let inClass = false;
  while (j < source.length && source[j] !== '\n') {
    const c = source[j]!;
    if (c === '\\') j += 2;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) return j + 1;
      j++;
    }
  }
  return j;
}
