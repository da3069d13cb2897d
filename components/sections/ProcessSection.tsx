import type { Section } from '#content/types.ts';
import { CheckList } from '../CheckList.tsx';
import { ColumnCards } from './ColumnCards.tsx';
import { SectionFrame } from './SectionFrame.tsx';

/** Two columns of plain steps. */
export function ProcessSection({ id, className, section }: { id: string; className: string; section: Extract<Section, { kind: 'process' }> }) {
  return (
    <SectionFrame id={id} className={className} heading={section.heading} intro={section.intro}>
      <ColumnCards columns={section.columns}>{(column) => <CheckList items={column.steps} className="process-steps" />}</ColumnCards>
    </SectionFrame>
  );
}
