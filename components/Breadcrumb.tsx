/** The visible breadcrumb trail; the last item is the current page. */
import type { Link } from '#content/types.ts';
import './breadcrumb.css';

export function Breadcrumb({ items }: { items: readonly Link[] }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href}>
              <a href={item.href} aria-current="page">
                {item.label}
              </a>
            </li>
          ) : (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
