import { ContributeSection } from "@/components/landing/contribute-section";
import { FaqSection } from "@/components/landing/faq-section";
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

/** Public landing page: no session or database access, so Next prerenders it as static HTML. */
export default function LandingPage() {
  return (
    <>
      <SiteHeader />
      <main id="conteudo">
        <HeroSection />
        <ProblemsSection />
        <SolutionSection />
        <HowItWorksSection />
        <FeaturesSection />
        <FreePlanSection />
        <ContributeSection />
        <TestimonialsSection />
        <TrustSection />
        <FaqSection />
      </main>
      <SiteFooter />
    </>
  );
}
