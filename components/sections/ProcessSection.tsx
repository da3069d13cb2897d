import type { Section } from '#content/types.ts';
import { CheckList } from '../CheckList.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** Two columns of plain steps. */
export function ProcessSection({ id, className, section }: { id: string; className: string; section: Extract<Section, { kind: 'process' }> }) {
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <div className="grid two-columns">
        {section.columns.map((column) => (
          <div key={column.heading} className="card column-card">
            <h3>{column.heading}</h3>
            <CheckList items={column.steps} className="process-steps" />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}
