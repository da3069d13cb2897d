/**
 * Logo failure (docs/product/interactions.md#platform-logos): the image is hidden and the platform name
 * shown as text. Catches images that failed before this script ran as well.
 */
import type { ClientIsland } from '../registry.ts';

function showName(image: HTMLImageElement): void {
  image.closest('.platform')?.classList.add('is-broken');
}

function startPlatformGrid(element: HTMLElement): void {
  for (const image of element.querySelectorAll<HTMLImageElement>('.platform img')) {
    if (image.complete && image.naturalWidth === 0) showName(image);
    else image.addEventListener('error', () => showName(image), { once: true });
  }
}

/** Listed in the +client.ts of the pages that show it (islands/registry.ts). */
export const platformGridIsland = { name: 'PlatformGrid', start: startPlatformGrid } satisfies ClientIsland<'PlatformGrid'>;
