/**
 * The EMR/billing platform tiles (docs/product/pages.md#home-page). Each tile has the logo
 * and, hidden until needed, the platform name: platforms.client.ts shows the
 * name when the logo fails to load (docs/product/interactions.md#platform-logos).
 */
import type { PlatformsSection } from '#shared/page-sections/index.ts';
import './platforms.css';

/** The logo files' intrinsic size (public/logos/*.svg), so the layout does not shift. */
const logoSize = { width: 160, height: 48 };

export function PlatformGrid({ items }: { items: PlatformsSection['items'] }) {
  return (
    <ul className="grid platform-grid">
      {items.map((platform) => (
        <li key={platform.name} className="platform">
          <img src={platform.logo.src} alt={platform.logo.decorative ? '' : platform.logo.alt} {...logoSize} loading="lazy" decoding="async" />
          <span className="platform-name">{platform.name}</span>
        </li>
      ))}
    </ul>
  );
}
