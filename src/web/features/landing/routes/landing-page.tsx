import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { ClosingCta } from '#web/features/landing/components/closing-cta.tsx';
import { FeatureCards } from '#web/features/landing/components/feature-cards.tsx';
import { HeroSection } from '#web/features/landing/components/hero-section.tsx';
import { HowItWorks } from '#web/features/landing/components/how-it-works.tsx';

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
