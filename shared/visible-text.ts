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
