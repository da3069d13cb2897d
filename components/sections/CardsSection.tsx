import type { Section } from '#content/types.ts';
import { SectionHeading } from '../SectionHeading.tsx';
import { SectionFrame } from './SectionFrame.tsx';

type CardsKind = Extract<Section, { kind: 'benefits' | 'list' }>;

/**
 * `benefits`: a split row, the heading on the left and the benefits as a ruled list on the right (no
 * cards). `list`: a quieter grid of titled items, or a two-column table when the section names its columns.
 */
export function CardsSection({ id, className, section, variant }: { id: string; className: string; section: CardsKind; variant: 'benefits' | 'list' }) {
  if (variant === 'benefits') {
    return (
      <section id={id} className={className} aria-labelledby={`${id}-heading`}>
        <div className="container benefit-split">
          <SectionHeading id={`${id}-heading`} heading={section.heading} intro={section.intro} />
          <ul className="benefit-list">
            {section.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  }
  if (variant === 'list' && 'table' in section && section.table) {
    const [itemHeading, textHeading] = section.table;
    return (
      <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
        <div className="section-table-wrap">
          <table className="section-table">
            <thead>
              <tr>
                <th scope="col">{itemHeading}</th>
                <th scope="col">{textHeading}</th>
              </tr>
            </thead>
            <tbody>
              {section.items.map((item) => (
                <tr key={item.title}>
                  <th scope="row">{item.title}</th>
                  <td>{item.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SectionFrame>
    );
  }
  const columns = section.items.length % 3 === 0 ? ' card-grid-3' : ' card-grid-2';
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <ul className={`grid card-grid${columns} item-cards`}>
        {section.items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
