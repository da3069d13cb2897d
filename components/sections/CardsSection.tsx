import type { Section } from '#content/types.ts';
import { SectionFrame } from './SectionFrame.tsx';

type CardsKind = Extract<Section, { kind: 'benefits' | 'list' }>;

/**
 * `benefits`: three prominent cards with an accent bar. `list`: a quieter grid
 * of titled items.
 */
export function CardsSection({ id, className, section, variant }: { id: string; className: string; section: CardsKind; variant: 'benefits' | 'list' }) {
  const columns = section.items.length % 3 === 0 ? ' card-grid-3' : ' card-grid-2';
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <ul className={`grid card-grid${columns} ${variant === 'benefits' ? 'benefit-cards' : 'item-cards'}`}>
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
