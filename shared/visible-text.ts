/**
 * Whether text shows anything. Required text made only of characters that
 * draw nothing counts as blank: white space, control characters, format
 * characters (Unicode category Cf: zero-width space, zero-width joiner and
 * non-joiner, word joiner, BOM, direction marks) and the other code points
 * Unicode says to ignore when nothing else is there (Hangul fillers, variation
 * selectors). Text with any visible character keeps all of its characters: an
 * emoji sequence needs its joiners, Indic scripts their non-joiners.
 */
export const invisibleOnly = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

export function hasVisibleText(text: string): boolean {
  return !invisibleOnly.test(text);
}

const controlsInLine = /\p{Cc}/u;
/** A multi-line field keeps tabs and line breaks. */
const controlsInText = /(?![\t\n\r])\p{Cc}/u;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What is wrong with a label or title a visitor will see (SECURITY.md, "Input"): a control character (NUL
 * among them) or half a surrogate pair, or only characters that draw nothing (white space alone is left to
 * the required rule). Undefined when nothing is.
 */
export function unprintableText(text: string, multiLine = false): string | undefined {
  if ((multiLine ? controlsInText : controlsInLine).test(text) || loneSurrogate.test(text)) return 'must not contain control characters (such as NUL).';
  if (text.trim() !== '' && !hasVisibleText(text)) return 'must have a visible character, not only invisible ones.';
  return undefined;
}
