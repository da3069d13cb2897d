/**
 * Renders one block of a service page by its kind (content/types.ts, Section).
 * Sections alternate between the plain and the muted background.
 */
import type { Section } from '#content/types.ts';
import { CardsSection } from './CardsSection.tsx';
import { CalloutSection } from './CalloutSection.tsx';
import { ProcessSection } from './ProcessSection.tsx';
import { StepsSection } from './StepsSection.tsx';
import { WorkflowsSection } from './WorkflowsSection.tsx';
import './sections.css';

/** A fragment id from a heading: "Why Verify Before the Visit" → "why-verify-before-the-visit". */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function ServiceSection({ section, muted }: { section: Section; muted: boolean }) {
  const id = headingId(section.heading);
  const className = `section${muted ? ' section-muted' : ''}`;
  switch (section.kind) {
    case 'benefits':
      return <CardsSection id={id} className={className} section={section} variant="benefits" />;
    case 'list':
      return <CardsSection id={id} className={className} section={section} variant="list" />;
    case 'process':
      return <ProcessSection id={id} className={className} section={section} />;
    case 'workflows':
      return <WorkflowsSection id={id} className={className} section={section} />;
    case 'steps':
      return <StepsSection id={id} className={className} section={section} />;
    case 'callout':
      return <CalloutSection id={id} section={section} />;
  }
}
