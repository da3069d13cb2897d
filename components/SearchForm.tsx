/** The site search's form: a plain GET to /search, so it works without JavaScript. */
import { searchCopy, searchMaxLength } from '#content/search.ts';
import './text-field.css';
import './search-form.css';

export function SearchForm({ query = '', id = 'site-search' }: { query?: string; id?: string }) {
  return (
    <form className="search-form" role="search" method="get" action="/search">
      <label htmlFor={id}>{searchCopy.label}</label>
      <div className="search-form-row">
        <input className="text-field" type="search" id={id} name="q" defaultValue={query} maxLength={searchMaxLength} placeholder={searchCopy.placeholder} />
        <button type="submit" className="button button-primary">
          {searchCopy.button}
        </button>
      </div>
    </form>
  );
}
