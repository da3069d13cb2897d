/**
 * The header's search (docs/product/pages.md#search): a link to /search with a magnifier icon. Without
 * JavaScript that is all it is. The navigation island's script (header-search.ts) makes it a button that
 * shows the field below, as a plain GET form to /search.
 */
import { searchCopy, searchMaxLength } from '#content/search.ts';
import '#components/text-field.css';
import './header-search.css';

export const headerSearchPanelId = 'header-search-panel';

export function HeaderSearch() {
  return (
    <div className="header-search">
      <a className="header-search-toggle" href="/search" aria-label={searchCopy.open} title={searchCopy.open}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      <form className="header-search-panel" id={headerSearchPanelId} role="search" method="get" action="/search" hidden>
        <label htmlFor="header-search-field" className="visually-hidden">
          {searchCopy.label}
        </label>
        <input
          className="text-field"
          type="search"
          id="header-search-field"
          name="q"
          maxLength={searchMaxLength}
          placeholder={searchCopy.placeholder}
          required
        />
        <button type="submit" className="button button-primary">
          {searchCopy.button}
        </button>
      </form>
    </div>
  );
}
