// The home page as typed sections, from content/home.ts and content/contact.ts: the default a new
// database is seeded with (docs/product/pages.md#pages-as-data).
import type { PageContent } from '#shared/page-sections/index.ts';
import { contactSection } from '../contact.ts';
import { about, hero, kpis, platforms, servicesSummary, workflowStages } from '../home.ts';
import { pageMeta } from '../meta.ts';
import { homeBookCall } from './next-steps.ts';
import { seoOf } from './seo.ts';

export function homePage(): PageContent {
  return {
    path: '/',
    title: 'Home',
    ...seoOf(pageMeta.home),
    sections: [
      {
        id: 'hero',
        type: 'hero',
        eyebrow: 'Revenue cycle management for medical practices',
        heading: hero.tagline,
        subheading: hero.subheading,
        buttons: [hero.primaryCta, hero.revenueCheckCta, hero.secondaryCta],
        stages: workflowStages.map((stage) => ({ title: stage.title, details: stage.details.map((text) => ({ text })) })),
      },
      { id: 'about', type: 'about', anchor: about.id, eyebrow: 'About us', heading: about.heading, intro: about.intro, pillars: about.pillars },
      {
        id: 'results',
        type: 'kpis',
        anchor: kpis.id,
        eyebrow: 'Results',
        heading: kpis.heading,
        intro: kpis.intro,
        muted: true,
        items: kpis.items.map((item) => ({ ...item, lowerIsBetter: item.lowerIsBetter ?? false })),
      },
      {
        id: 'platforms',
        type: 'platforms',
        anchor: platforms.id,
        eyebrow: 'Platforms',
        heading: platforms.heading,
        intro: platforms.intro,
        items: platforms.items.map((item) => ({ name: item.name, logo: { src: item.logoUrl, alt: item.name, decorative: false } })),
        disclaimer: platforms.disclaimer,
      },
      {
        id: 'services',
        type: 'servicesSummary',
        anchor: servicesSummary.id,
        eyebrow: 'Services',
        heading: servicesSummary.heading,
        intro: servicesSummary.intro,
        muted: true,
        cards: servicesSummary.cards.map((card) => ({ ...card, features: card.features.map((text) => ({ text })) })),
      },
      { id: 'proof', type: 'proof', placement: 'home' },
      homeBookCall,
      { id: 'contact', type: 'contact', heading: contactSection.heading, intro: contactSection.intro, subject: '' },
    ],
  };
}
