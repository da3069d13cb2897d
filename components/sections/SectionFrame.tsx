import type { ReactNode } from 'react';
import { SectionHeading } from '../SectionHeading.tsx';

interface SectionFrameProps {
  id: string;
  className: string;
  heading: string;
  intro?: string | undefined;
  children: ReactNode;
}

/** A service-page section: its heading and intro, then the kind-specific body. */
export function SectionFrame({ id, className, heading, intro, children }: SectionFrameProps) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  );
}
