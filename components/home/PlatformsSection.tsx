import { platforms } from '#content/home.ts';
import { PlatformGrid } from '#islands/platforms/PlatformGrid.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/** The supported EMR/billing platforms: the headline says 30+, twelve are shown. */
export function PlatformsSection() {
  return (
    <section id={platforms.id} className="section" aria-labelledby="platforms-heading">
      <div className="container">
        <SectionHeading id="platforms-heading" eyebrow="Platforms" heading={platforms.heading} intro={platforms.intro} />
        <Island name="PlatformGrid" component={PlatformGrid} id="platforms" props={{}} />
        <p className="fine-print">{platforms.disclaimer}</p>
      </div>
    </section>
  );
}
