import { currentCompany } from '#renderer/site-content.ts';
import './logo.css';

/**
 * The wordmark: the brand mark (or the logo uploaded in the dashboard) and the company name. The mark is
 * public/favicon.svg's (a rising line ending in a coral point), the one mark of the favicon set, the touch
 * icon and the share image (scripts/make-assets/); here its tile follows the theme. Decorative: the name
 * is the label.
 */
export function Logo() {
  const company = currentCompany();
  return (
    <span className="logo">
      {company.logo ? (
        <img className="logo-mark logo-upload" src={company.logo.url} width={Math.round((32 * company.logo.width) / company.logo.height)} height={32} alt="" />
      ) : (
        <svg className="logo-mark" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="currentColor" />
          <polyline points="12,46 24,33 33,40 47,23" fill="none" stroke="var(--on-primary)" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="49" cy="21" r="6" fill="var(--brand-coral)" />
        </svg>
      )}
      <span className="logo-text">{company.name}</span>
    </span>
  );
}
