import type { Section } from '#content/types.ts';
import { SectionFrame } from './SectionFrame.tsx';

/**
 * A numbered process: each column is a phase, its steps numbered on a vertical line, the numbering running
 * on from one phase to the next (the list's `start`; the visible number is a copy, hidden from assistive
 * technology, because the CSP allows no inline style to set a counter).
 */
export function ProcessSection({ id, className, section }: { id: string; className: string; section: Extract<Section, { kind: 'process' }> }) {
  let first = 1;
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <div className="grid two-columns process-phases">
        {section.columns.map((column, index) => {
          const start = first;
          first += column.steps.length;
          return (
            <div key={column.heading} className="process-phase">
              <h3>
                <span className="process-phase-label">Phase {index + 1}</span> {column.heading}
              </h3>
              <ol className="process-timeline" start={start}>
                {column.steps.map((step, stepIndex) => (
                  <li key={step}>
                    <span className="process-number" aria-hidden="true">
                      {String(start + stepIndex).padStart(2, '0')}
                    </span>
                    {step}
                  </li>
                ))}
              </ol>
            </div>
          );
        })}
      </div>
    </SectionFrame>
  );
}
