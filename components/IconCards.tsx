/** A three-column grid of cards, each with an icon, a title, text and optional feature checks. */
import type { TitledText } from '#content/types.ts';
import { CheckList } from './CheckList.tsx';
import { Icon, type IconName } from './Icon.tsx';

interface IconCardsProps {
  items: readonly (TitledText & { features?: string[] })[];
  /** One per item, in order. */
  icons: readonly IconName[];
  /** h3 under a section heading; h2 when the cards are the page's main sections. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function IconCards({ items, icons, headingLevel: Heading = 'h3', className = '' }: IconCardsProps) {
  return (
    <ul className={`grid card-grid card-grid-3 ${className}`.trim()}>
      {items.map((item, index) => (
        <li key={item.title} className="card">
          <span className="icon-tile">
            <Icon name={icons[index] ?? 'check'} />
          </span>
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
          {item.features && <CheckList items={item.features} />}
        </li>
      ))}
    </ul>
  );
}
