import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { ClosingCta } from '../components/closing-cta.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';

/** Loaded eagerly (it is the entry page) and kept free of react-query and zod. */
export function LandingPage() {
  usePageMeta();
  return (
    <>
      <HeroSection />
      <FeatureCards />
      <HowItWorks />
      <ClosingCta />
    </>
  );
}
