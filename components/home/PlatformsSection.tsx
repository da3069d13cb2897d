import { PlatformGrid } from '#islands/platforms/PlatformGrid.tsx';
import { Island } from '#renderer/Island.server.tsx';
import type { PlatformsSection as Platforms } from '#shared/page-sections/index.ts';
import { SectionHeading } from '../SectionHeading.tsx';

/** The supported EMR/billing platforms: the headline says 30+, twelve are shown. */
export function PlatformsSection({ section: platforms, id }: { section: Platforms; id: string }) {
  const Grid = () => <PlatformGrid items={platforms.items} />;
  return (
    <section id={id} className={`section${platforms.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <SectionHeading id={`${id}-heading`} eyebrow={platforms.eyebrow} heading={platforms.heading} intro={platforms.intro} />
        <Island name="PlatformGrid" component={Grid} id="platforms" props={{}} />
        {platforms.disclaimer && <p className="fine-print">{platforms.disclaimer}</p>}
      </div>
    </section>
  );
}
