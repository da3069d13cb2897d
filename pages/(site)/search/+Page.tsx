// https://vike.dev/Page: the site search (docs/product/pages.md#search), offered by the header, the blog and the not-found page.
import { SearchForm } from '#components/SearchForm.tsx';
import { searchCopy } from '#content/search.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import { snippetParts } from '#shared/search-query.ts';
import type { Data } from './+data.ts';
import './search.css';

export default function Page() {
  const { query, results } = usePageContext().data as Data;
  return (
    <section className="section search-page" aria-labelledby="search-heading">
      <div className="container search-container">
        <h1 id="search-heading">{searchCopy.heading}</h1>
        <SearchForm query={query} />
        {query === '' ? (
          <p className="search-summary">{searchCopy.prompt}</p>
        ) : results.length === 0 ? (
          <NothingFound query={query} />
        ) : (
          <>
            <p className="search-summary" role="status">
              {searchCopy.count(results.length, query)}
            </p>
            <ol className="search-results">
              {results.map((result) => (
                <li key={result.url}>
                  <p className="search-result-kind">{searchCopy.kinds[result.kind]}</p>
                  <h2 className="search-result-title">
                    <a href={result.url}>{result.title}</a>
                  </h2>
                  <p className="search-result-snippet">
                    {/* Text nodes only: React escapes each piece, and the matched ones are <mark> elements. */}
                    {snippetParts(result.snippet).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}

/** Says plainly that nothing matched, and where to go instead. */
function NothingFound({ query }: { query: string }) {
  return (
    <div className="search-none" role="status">
      <p className="search-summary">{searchCopy.none(query)}</p>
      <h2 className="search-results-heading">{searchCopy.onwardHeading}</h2>
      <ul className="search-onward">
        {searchCopy.onwardLinks.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
