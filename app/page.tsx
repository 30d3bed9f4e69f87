import { connection } from "next/server";
import { ContributeSection } from "@/components/landing/contribute-section";
import { FaqSection } from "@/components/landing/faq-section";
import { FEATURED_ON_LANDING, FeaturedCollectionsSection } from "@/components/landing/featured-collections-section";
import { FeaturesSection } from "@/components/landing/features-section";
import { FreePlanSection } from "@/components/landing/free-plan-section";
import { HeroSection } from "@/components/landing/hero-section";
import { HowItWorksSection } from "@/components/landing/how-it-works-section";
import { ProblemsSection } from "@/components/landing/problems-section";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { SolutionSection } from "@/components/landing/solution-section";
import { TestimonialsSection } from "@/components/landing/testimonials-section";
import { TrustSection } from "@/components/landing/trust-section";
import { featuredCollections } from "@/lib/collections/queries";
import { getPublicStats } from "@/lib/system/queries";

/**
 * Public landing page. It reads no session, but its figures and featured collections come from the
 * database, so it is rendered when served, through the shared page cache like the public catalogue
 * (proxy.ts): keyed by the catalogue version, which featuring a collection, or changing a featured
 * one, moves (migration 0025).
 */
export default async function LandingPage() {
  await connection();
  const [stats, collections] = await Promise.all([getPublicStats(), featuredCollections(FEATURED_ON_LANDING)]);
  return (
    <>
      <SiteHeader />
      <main id="conteudo">
        <HeroSection stats={stats} />
        <ProblemsSection />
        <SolutionSection />
        <HowItWorksSection />
        <FeaturesSection />
        <FreePlanSection />
        <FeaturedCollectionsSection collections={collections} />
        <ContributeSection />
        <TestimonialsSection />
        <TrustSection />
        <FaqSection />
      </main>
      <SiteFooter />
    </>
  );
}
