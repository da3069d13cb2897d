import { currentCompany } from '#renderer/site-content.ts';
import './logo.css';

/**
 * The wordmark: a monogram (or the logo uploaded in the dashboard) and the company name.
 * Decorative mark, text is the label.
 */
export function Logo() {
  const company = currentCompany();
  return (
    <span className="logo">
      {company.logo ? (
        <img className="logo-mark logo-upload" src={company.logo.url} width={Math.round((32 * company.logo.width) / company.logo.height)} height={32} alt="" />
      ) : (
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 22 L16 9 L23 22 M12.5 17.5 H19.5" fill="none" stroke="var(--on-primary)" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      )}
      <span className="logo-text">{company.name}</span>
    </span>
  );
}
