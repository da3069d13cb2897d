// https://vike.dev/Page: the site search (docs/product/pages.md#search), offered by the not-found page.
import { SearchForm } from '#components/SearchForm.tsx';
import { searchCopy, type SearchablePage } from '#content/search.ts';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';
import './search.css';

export default function Page() {
  const { query, pages, posts } = usePageContext().data as Data;
  const count = pages.length + posts.length;
  return (
    <section className="section search-page" aria-labelledby="search-heading">
      <div className="container search-container">
        <h1 id="search-heading">{searchCopy.heading}</h1>
        <SearchForm query={query} />
        {query === '' ? (
          <p className="search-summary">{searchCopy.prompt}</p>
        ) : count === 0 ? (
          <p className="search-summary">
            {searchCopy.none(query)} <a href={searchCopy.contactLink.href}>{searchCopy.contactLink.label}</a>
          </p>
        ) : (
          <>
            <p className="search-summary" role="status">
              {searchCopy.count(count, query)}
            </p>
            <Results heading={searchCopy.pagesHeading} items={pages} />
            <Results heading={searchCopy.postsHeading} items={posts} />
          </>
        )}
      </div>
    </section>
  );
}

function Results({ heading, items }: { heading: string; items: SearchablePage[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h2 className="search-results-heading">{heading}</h2>
      <ul className="search-results">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
