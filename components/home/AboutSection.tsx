import { about } from '#content/home.ts';
import type { IconName } from '../Icon.tsx';
import { IconCards } from '../IconCards.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

const pillarIcons: IconName[] = ['users', 'workflow', 'book'];

/** Who we are, with the three pillars (docs/product/pages.md#home-page). */
export function AboutSection() {
  return (
    <section id={about.id} className="section" aria-labelledby="about-heading">
      <div className="container">
        <SectionHeading id="about-heading" eyebrow="About us" heading={about.heading} intro={about.intro} />
        <IconCards items={about.pillars} icons={pillarIcons} />
      </div>
    </section>
  );
}
