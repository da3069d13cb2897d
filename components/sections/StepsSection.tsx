import type { Section } from '#content/types.ts';
import { SectionFrame } from './SectionFrame.tsx';

/** A numbered sequence of titled steps. */
export function StepsSection({ id, className, section }: { id: string; className: string; section: Extract<Section, { kind: 'steps' }> }) {
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <ol className="grid numbered-steps">
        {section.items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
