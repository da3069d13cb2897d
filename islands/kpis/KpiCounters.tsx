/**
 * The KPI figures (docs/product/pages.md#home-page). The server renders the final values, so
 * the section reads right without JavaScript and to search engines; the
 * animated digits are hidden from screen readers, which read the final value.
 */
import type { KpiSection } from '#shared/page-sections/index.ts';
import { counterStart } from './counter.ts';
import './kpis.css';

export function KpiCounters({ items }: { items: KpiSection['items'] }) {
  return (
    <ul className="grid kpi-grid">
      {items.map((item) => {
        const finalText = `${item.target}${item.suffix}`;
        return (
          <li key={item.title} className="kpi">
            <h3 className="kpi-title">{item.title}</h3>
            <p className="kpi-value">
              <span
                className="kpi-digits"
                aria-hidden="true"
                data-target={item.target}
                data-from={counterStart(item.target, item.lowerIsBetter)}
                data-suffix={item.suffix}
              >
                {finalText}
              </span>
              <span className="visually-hidden">{finalText}</span>
            </p>
            <p className="kpi-description">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
