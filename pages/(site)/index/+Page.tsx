// https://vike.dev/Page: the home page, sections in the order of docs/product/pages.md#home-page.
import { ContactSection } from '#components/contact/ContactSection.tsx';
import { AboutSection } from '#components/home/AboutSection.tsx';
import { HeroSection } from '#components/home/HeroSection.tsx';
import { PlatformsSection } from '#components/home/PlatformsSection.tsx';
import { ResultsSection } from '#components/home/ResultsSection.tsx';
import { ServicesSummary } from '#components/home/ServicesSummary.tsx';
import { ProofSections } from '#components/proof/ProofSections.tsx';

export default function Page() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ResultsSection />
      <PlatformsSection />
      <ServicesSummary />
      <ProofSections where={{ page: 'home' }} />
      <ContactSection variant="home" />
    </>
  );
}
