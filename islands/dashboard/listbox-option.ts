/**
 * The option an ARIA combobox's ArrowDown or ArrowUp makes active among `count` (the tags field, the menu
 * editor's page picker): the next or the previous, round the ends; from none, ArrowDown takes the first and
 * ArrowUp the last.
 */
export function steppedOption(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  const step = key === 'ArrowDown' ? 1 : -1;
  return (current + step + count + (current < 0 && step < 0 ? 1 : 0)) % count;
}
