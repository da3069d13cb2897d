/**
 * Which sections of a page are open in the editor, remembered in this browser across reloads
 * (docs/product/pages.md#the-page-editor): a marketer who reloads finds the sections they were working in
 * still open. Kept per page in localStorage; a browser that refuses storage simply forgets.
 */
import { useEffect, useState } from 'react';

const keyOf = (pageId: number) => `page-editor-open-sections:${pageId}`;

function remembered(pageId: number): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(pageId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function useOpenSections(pageId: number) {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(remembered(pageId)));
  useEffect(() => {
    try {
      if (openIds.size === 0) globalThis.localStorage?.removeItem(keyOf(pageId));
      else globalThis.localStorage?.setItem(keyOf(pageId), JSON.stringify([...openIds]));
    } catch {
      // Storage full or refused: the sections are simply not remembered.
    }
  }, [pageId, openIds]);
  const setOpen = (id: string, open: boolean) =>
    setOpenIds((current) => (current.has(id) === open ? current : new Set(open ? [...current, id] : [...current].filter((other) => other !== id))));
  return [openIds, setOpen] as const;
}
