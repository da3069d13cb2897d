/**
 * The shapes an uploaded logo may have (docs/product/company.md#settings): from a square mark to a wordmark
 * five times as wide as it is high. A logo at least twice as wide as it is high is taken as a wordmark: it
 * spells the company's name, so the name is not written again beside it (it stays for screen readers).
 */
export const logoShapes = { widest: 5, wordmarkFrom: 2 } as const;

export function isWordmark(width: number, height: number): boolean {
  return height > 0 && width / height >= logoShapes.wordmarkFrom;
}
