/**
 * Logo failure (docs/product/interactions.md#platform-logos): the image is hidden and the platform name
 * shown as text. Catches images that failed before this script ran as well.
 */
import type { IslandStarter } from '#renderer/mount-islands.client.ts';

function showName(image: HTMLImageElement): void {
  image.closest('.platform')?.classList.add('is-broken');
}

export const startPlatformGrid: IslandStarter = (element) => {
  for (const image of element.querySelectorAll<HTMLImageElement>('.platform img')) {
    if (image.complete && image.naturalWidth === 0) showName(image);
    else image.addEventListener('error', () => showName(image), { once: true });
  }
};
