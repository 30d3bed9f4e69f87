import { FlowCard } from "@/components/flows/card/flow-card";
import type { FlowSummary } from "@/lib/flows/dto";

/**
 * "Fluxos parecidos" under a published flow's page (lib/flows/related.ts): catalogue cards, drawn
 * with the page on the server, so the shared page cache holds them and nothing is fetched later.
 * On the member page (`memberPages`), the cards lead to the other flows' member pages.
 */
export function RelatedFlows({ flows, memberPages = false }: { flows: FlowSummary[]; memberPages?: boolean }) {
  if (flows.length === 0) return null;
  return (
    <section aria-labelledby="fluxos-parecidos" className="grid gap-4">
      <h2 id="fluxos-parecidos" className="text-xl font-semibold tracking-tight">
        Fluxos parecidos
      </h2>
      <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {flows.map((flow) => (
          <li key={flow.id} className="grid">
            <FlowCard flow={flow} memberPage={memberPages} />
          </li>
        ))}
      </ul>
    </section>
  );
}
