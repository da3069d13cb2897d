/**
 * The one renderer of a page's sections (docs/product/pages.md#sections): each visible section drawn by
 * the component the site has always drawn it with. The public pages and the editor's preview use it.
 */
import { CallToActionBand } from '#components/CallToActionBand.tsx';
import { ContactSection } from '#components/contact/ContactSection.tsx';
import { AboutSection } from '#components/home/AboutSection.tsx';
import { HeroSection } from '#components/home/HeroSection.tsx';
import { PlatformsSection } from '#components/home/PlatformsSection.tsx';
import { ResultsSection } from '#components/home/ResultsSection.tsx';
import { ServicesSummary } from '#components/home/ServicesSummary.tsx';
import { GuideSection } from '#components/guides/GuideSection.tsx';
import { ProofSections } from '#components/proof/ProofSections.tsx';
import { RevenueCheckSection } from '#components/revenue-check/RevenueCheckSection.tsx';
import { CalloutSection } from '#components/sections/CalloutSection.tsx';
import { CardsSection } from '#components/sections/CardsSection.tsx';
import { ProcessSection } from '#components/sections/ProcessSection.tsx';
import { headingId } from '#components/sections/ServiceSection.tsx';
import { StepsSection } from '#components/sections/StepsSection.tsx';
import { WorkflowsSection } from '#components/sections/WorkflowsSection.tsx';
import { currentGuide } from '#renderer/site-content.ts';
import type { Section } from '#shared/page-sections/index.ts';
import type { RevenueCheckAssumptions } from '#shared/revenue-check.ts';
import { FeatureRow, MeasuresBand } from './FeatureBlocks.tsx';
import { ImageTextBlock } from './ImageTextBlock.tsx';
import { LogoStripBlock } from './LogoStripBlock.tsx';
import { PageHeaderBlock } from './PageHeaderBlock.tsx';
import { SubscribeBlock } from './SubscribeBlock.tsx';
import { FaqBlock, IconCardsBlock, LegalBlock, MessageBlock, RichTextBlock } from './TextBlocks.tsx';
import '#components/sections/sections.css';

export interface PageSectionsProps {
  path: string;
  sections: readonly Section[];
  /** The owners' revenue check assumptions, for a page with a revenue check section. */
  revenueCheck?: RevenueCheckAssumptions | undefined;
}

/** The blocks of a service page, in the shape their components take. */
function ServiceBlock({ section }: { section: Extract<Section, { type: 'benefits' | 'list' | 'process' | 'workflows' | 'steps' }> }) {
  const id = section.anchor || headingId(section.heading);
  const className = `section${section.muted ? ' section-muted' : ''}`;
  const heading = { heading: section.heading, ...(section.intro ? { intro: section.intro } : {}) };
  switch (section.type) {
    case 'benefits':
      return <CardsSection id={id} className={className} section={{ kind: 'benefits', ...heading, items: section.items }} variant="benefits" />;
    case 'list': {
      const table: [string, string] | undefined = section.tableFirst && section.tableSecond ? [section.tableFirst, section.tableSecond] : undefined;
      return (
        <CardsSection id={id} className={className} section={{ kind: 'list', ...heading, items: section.items, ...(table ? { table } : {}) }} variant="list" />
      );
    }
    case 'process': {
      const columns = section.columns.map((column) => ({ heading: column.heading, steps: column.steps.map((step) => step.text) }));
      return <ProcessSection id={id} className={className} section={{ kind: 'process', ...heading, columns }} />;
    }
    case 'workflows': {
      const columns = section.columns.map((column) => ({ heading: column.heading, ...(column.intro ? { intro: column.intro } : {}), steps: column.steps }));
      return <WorkflowsSection id={id} className={className} section={{ kind: 'workflows', ...heading, columns }} />;
    }
    case 'steps':
      return <StepsSection id={id} className={className} section={{ kind: 'steps', ...heading, items: section.items }} />;
  }
}

function Block({
  section,
  path,
  featureIndex,
  revenueCheck,
}: {
  section: Section;
  path: string;
  featureIndex: number;
  revenueCheck?: RevenueCheckAssumptions | undefined;
}) {
  const anchorOf = (fallback: string) => ('anchor' in section && section.anchor) || headingId(fallback);
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'pageHeader':
      return <PageHeaderBlock section={section} path={path} />;
    case 'about':
      return <AboutSection section={section} id={anchorOf(section.heading)} />;
    case 'kpis':
      return <ResultsSection section={section} id={anchorOf(section.heading)} />;
    case 'platforms':
      return <PlatformsSection section={section} id={anchorOf(section.heading)} />;
    case 'servicesSummary':
      return <ServicesSummary section={section} id={anchorOf(section.heading)} />;
    case 'benefits':
    case 'list':
    case 'process':
    case 'workflows':
    case 'steps':
      return <ServiceBlock section={section} />;
    case 'callout': {
      const link = section.linkLabel && section.linkHref ? { link: { label: section.linkLabel, href: section.linkHref } } : {};
      return <CalloutSection id={anchorOf(section.heading)} section={{ kind: 'callout', heading: section.heading, text: section.text, ...link }} />;
    }
    case 'iconCards':
      return <IconCardsBlock section={section} id={anchorOf(section.heading)} />;
    case 'featureRow':
      return <FeatureRow section={section} index={featureIndex} />;
    case 'measuresBand':
      return <MeasuresBand section={section} />;
    case 'ctaBand': {
      const secondary = section.secondaryLabel && section.secondaryHref ? { label: section.secondaryLabel, href: section.secondaryHref } : undefined;
      const cta = { heading: section.heading, text: section.text, label: section.buttonLabel, href: section.buttonHref };
      return <CallToActionBand cta={cta} id={section.anchor || 'next-step'} {...(secondary ? { secondaryLink: secondary } : {})} />;
    }
    case 'contact':
      return <ContactSection section={section} variant={path === '/uswha' ? 'uswha' : 'home'} />;
    case 'subscribe':
      return <SubscribeBlock section={section} id={anchorOf(section.heading)} path={path} />;
    case 'proof':
      return <ProofSections placement={section.placement} picked={section.items} />;
    case 'revenueCheck':
      return revenueCheck ? <RevenueCheckSection assumptions={revenueCheck} state={{ text: {}, errors: [], analysis: undefined }} headingLevel={2} /> : null;
    case 'legal':
      return <LegalBlock section={section} />;
    case 'message':
      return <MessageBlock section={section} />;
    case 'richText':
      return <RichTextBlock section={section} />;
    case 'faq':
      return <FaqBlock section={section} id={anchorOf(section.heading)} />;
    case 'guide': {
      const guide = typeof section.guideId === 'number' ? currentGuide(section.guideId) : undefined;
      return guide ? <GuideSection guide={guide} source={path} id={section.anchor || `guide-${guide.id}`} muted={section.muted} /> : null;
    }
    case 'imageText':
      return <ImageTextBlock section={section} id={anchorOf(section.heading || section.id)} />;
    case 'logoStrip':
      return <LogoStripBlock section={section} id={section.anchor || anchorOf(section.heading || section.id)} />;
  }
}

export function PageSections({ path, sections, revenueCheck }: PageSectionsProps) {
  let featureIndex = 0;
  return (
    <>
      {sections
        .filter((section) => !section.hidden)
        .map((section) => (
          <Block key={section.id} section={section} path={path} featureIndex={section.type === 'featureRow' ? featureIndex++ : 0} revenueCheck={revenueCheck} />
        ))}
    </>
  );
}
