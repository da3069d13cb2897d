/** The image-and-text section (docs/product/pages.md#images): an h2 and formatted text beside an image of the media library. */
import { SectionHeading } from '#components/SectionHeading.tsx';
import type { ImageTextSection } from '#shared/page-sections/index.ts';
import { PageImage, withLibraryPictures } from './PageImage.tsx';

/** Half the container (1180 px less its sides and the gap) from 960 px; the window less its sides below. */
const imageTextSizes = '(min-width: 960px) 546px, calc(100vw - 2.5rem)';

export function ImageTextBlock({ section, id }: { section: ImageTextSection; id: string }) {
  return (
    <section id={id} className={`section image-text-section${section.muted ? ' section-muted' : ''}`} aria-labelledby={`${id}-heading`}>
      <div className={`container image-text-grid image-text-${section.imageSide === 'left' ? 'left' : 'right'}`}>
        <div>
          <SectionHeading id={`${id}-heading`} heading={section.heading} />
          <div className="prose" dangerouslySetInnerHTML={{ __html: withLibraryPictures(section.html) }} />
        </div>
        <PageImage value={section.image} sizes={imageTextSizes} />
      </div>
    </section>
  );
}
