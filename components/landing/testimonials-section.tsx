import { QuoteIcon, StarIcon } from "lucide-react";
import { LandingSection } from "./landing-section";

const TESTIMONIALS = [
  {
    name: "Mariana Albuquerque",
    role: "Gestora de tráfego · Recife (PE)",
    quote:
      "Peguei um fluxo de qualificação de leads no n8n, troquei as credenciais e em meia hora estava rodando para três clientes. Ver o JSON antes de baixar me poupou muita tentativa e erro.",
  },
  {
    name: "Rafael Monteiro",
    role: "Consultor de automação · Belo Horizonte (MG)",
    quote:
      "Uso a Fluxoteca como ponto de partida em todo projeto de Typebot. As avaliações ajudam a separar o que funciona de verdade do que é só demonstração.",
  },
  {
    name: "Juliana Campos",
    role: "Dona de e-commerce · Curitiba (PR)",
    quote: "Não sou programadora e consegui montar a recuperação de carrinho no Make com um fluxo daqui. A contribuição se pagou na primeira semana.",
  },
];

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}

export function TestimonialsSection() {
  return (
    <LandingSection
      id="depoimentos"
      eyebrow="Depoimentos"
      title="Quem usa, recomenda"
      description="Automatizadores, agências e pequenos negócios de todo o Brasil já economizam horas com a Fluxoteca."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="bg-card flex h-full flex-col rounded-2xl border p-6 shadow-xs">
              <div className="flex items-center justify-between">
                <div role="img" className="flex gap-0.5" aria-label="Nota 5 de 5">
                  {Array.from({ length: 5 }, (_, index) => (
                    <StarIcon key={index} className="fill-highlight text-highlight size-4" aria-hidden />
                  ))}
                </div>
                <QuoteIcon className="text-primary/25 size-8" aria-hidden />
              </div>
              <blockquote className="mt-4 flex-1 leading-relaxed text-pretty">“{item.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                <span aria-hidden className="bg-primary/10 text-primary grid size-10 place-items-center rounded-full text-sm font-bold">
                  {initials(item.name)}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground text-sm">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
