import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteFooter } from '../../components/SiteFooter';
import { usePageMeta } from '../../lib/pageMeta';
import { Hero } from './components/Hero';
import {
  AboutProduct,
  AiFeatures,
  AssistantSection,
  BuyerBenefits,
  ComparisonSection,
  PlatformFeatures,
  SupplierBenefits,
} from './components/InfoSections';
import { LaunchBanner } from './components/LaunchBanner';
import { NewsletterSection } from './components/NewsletterSection';
import { PricingSection } from './components/PricingSection';
import { useProgressiveReveal } from './hooks/useProgressiveReveal';

export const LANDING_TITLE = 'AI Meets Global Trade';
export const LANDING_DESCRIPTION =
  'Krishika connects verified suppliers and buyers worldwide in seconds, with a 24x7 multilingual AI co-pilot for trade inquiries. Plans from $0 per month.';

/** Client-side navigation to /#pricing (the /pricing redirect) lands on the section, like a real anchor. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** Below the hero, in page order. */
const BELOW_THE_HERO: readonly (() => ReactNode)[] = [
  () => <AboutProduct />,
  () => <PlatformFeatures />,
  () => <AiFeatures />,
  () => <SupplierBenefits />,
  () => <BuyerBenefits />,
  () => <AssistantSection />,
  () => <PricingSection />,
  () => <ComparisonSection />,
  () => <NewsletterSection />,
  () => <LaunchBanner />,
  () => <SiteFooter />,
];

/**
 * `/`: the 11 parts of the landing page (docs/product.md#public-pages), in order. The hero renders first; the sections below
 * it follow one per frame, so no single task of the page's start-up is long (a link to a section,
 * `/#pricing`, renders them all at once to scroll there, and so does the build's static HTML,
 * `revealAll`).
 */
export function LandingPage({ revealAll = false }: { revealAll?: boolean }) {
  const { hash } = useLocation();
  useScrollToHash();
  usePageMeta({ title: `${LANDING_TITLE} · Krishika`, description: LANDING_DESCRIPTION });
  const shown = useProgressiveReveal(BELOW_THE_HERO.length, { all: revealAll || hash.length > 1 });
  return (
    <>
      <Hero />
      {BELOW_THE_HERO.slice(0, shown).map((section, index) => (
        <Fragment key={index}>{section()}</Fragment>
      ))}
    </>
  );
}
