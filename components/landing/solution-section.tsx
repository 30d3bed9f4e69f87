import { CheckCircle2Icon } from "lucide-react";
import { LandingSection } from "./landing-section";

const BENEFITS = [
  "Um só catálogo para n8n, Typebot e Make, com busca, tags e filtros",
  "Pré-visualização do JSON antes de usar um download",
  "Notas e comentários de quem já colocou o fluxo em produção",
  "Chaves de API, tokens e senhas removidos automaticamente dos envios",
  "Tudo em português, pensado para o mercado brasileiro",
];

const PLATFORMS = [
  { name: "n8n", text: "Webhooks, agentes de IA, integrações com CRMs, ERPs e planilhas." },
  { name: "Typebot", text: "Chatbots de atendimento, qualificação de leads e captura de dados." },
  { name: "Make", text: "Cenários para e-commerce, marketing, financeiro e operações." },
];

export function SolutionSection() {
  return (
    <LandingSection
      id="solucao"
      eyebrow="A solução"
      title="Fluxos prontos, revisados e avaliados pela comunidade"
      description="A Fluxoteca reúne em um só lugar workflows criados por automatizadores brasileiros, prontos para importar na sua ferramenta."
    >
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <ul className="space-y-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3">
              <CheckCircle2Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
              <span className="text-pretty">{benefit}</span>
            </li>
          ))}
        </ul>

        <ul className="grid gap-4">
          {PLATFORMS.map((platform) => (
            <li key={platform.name} className="bg-card flex items-start gap-4 rounded-xl border p-5 shadow-xs">
              <span className="bg-primary/10 text-primary grid h-10 min-w-20 place-items-center rounded-lg px-3 text-sm font-bold">{platform.name}</span>
              <div>
                <h3 className="font-semibold">Fluxos de {platform.name}</h3>
                <p className="text-muted-foreground mt-1 text-sm">{platform.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
