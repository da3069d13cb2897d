import type { Section } from '#content/types.ts';
import { ColumnCards } from './ColumnCards.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** Two columns, each a short intro and a list of titled steps. */
export function WorkflowsSection({ id, className, section }: { id: string; className: string; section: Extract<Section, { kind: 'workflows' }> }) {
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <ColumnCards columns={section.columns}>
        {(column) => (
          <>
            {column.intro && <p className="column-intro">{column.intro}</p>}
            <ul className="titled-steps">
              {column.steps.map((step) => (
                <li key={step.title}>
                  <h4>{step.title}</h4>
                  <p>{step.text}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </ColumnCards>
    </SectionFrame>
  );
}
