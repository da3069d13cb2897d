import { currentCompany } from '#renderer/site-content.ts';
import { isWordmark } from '#shared/logo-shape.ts';
import './logo.css';

/** An uploaded logo's file and size in pixels. */
export interface LogoImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The wordmark: the brand mark (or the logo uploaded in the dashboard) and the company name. The mark is
 * public/favicon.svg's (a rising line ending in a coral point), the one mark of the favicon set, the touch
 * icon and the share image (scripts/make-assets/); here its tile follows the theme. Decorative: the name
 * is the label. An uploaded wordmark (shared/logo-shape.ts) spells the name itself: the name is then only
 * for screen readers.
 */
export function BrandLockup({ name, logo }: { name: string; logo: LogoImage | null }) {
  const wordmark = logo !== null && isWordmark(logo.width, logo.height);
  return (
    <span className={wordmark ? 'logo logo-wordmark' : 'logo'}>
      {logo ? (
        <img className="logo-mark logo-upload" src={logo.url} width={Math.round((32 * logo.width) / logo.height)} height={32} alt="" />
      ) : (
        <svg className="logo-mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="currentColor" />
          <polyline points="12,46 24,33 33,40 47,23" fill="none" stroke="var(--on-primary)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="49" cy="21" r="6" fill="var(--brand-coral)" />
        </svg>
      )}
      <span className={wordmark ? 'logo-text visually-hidden' : 'logo-text'}>{name}</span>
    </span>
  );
}

export function Logo() {
  const company = currentCompany();
  return <BrandLockup name={company.name} logo={company.logo ?? null} />;
}
