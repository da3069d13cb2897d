/**
 * The client entry's only job: find the islands this page declared and start
 * each one. A page's +client.ts passes the islands it uses, so a page ships
 * only their code; an island that needs React hydrates itself (hydrate-react.client.tsx),
 * the others enhance their server-rendered HTML directly.
 */
export type IslandStarter = (element: HTMLElement, props: Record<string, unknown>, id: string) => void;

export function mountIslands(starters: Record<string, IslandStarter>): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const start = starters[element.dataset.island ?? ''];
    if (!start) continue;
    const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
    start(element, props, element.dataset.islandId ?? '');
  }
}
