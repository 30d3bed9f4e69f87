import { ChevronDownIcon } from "lucide-react";
import { LandingSection } from "./landing-section";

const QUESTIONS = [
  {
    question: "A Fluxoteca é gratuita?",
    answer:
      "Sim. Criar conta, navegar pelo catálogo, pré-visualizar o JSON e avaliar fluxos é gratuito. Cada conta tem 2 downloads gratuitos; depois deles, uma contribuição única libera downloads ilimitados.",
  },
  {
    question: "A contribuição é uma assinatura?",
    answer:
      "Não. É um pagamento único, sem cobranças recorrentes, feito por PIX, cartão de crédito ou boleto e processado pelo Mercado Pago. Assim que o pagamento é aprovado, sua conta passa a ter downloads ilimitados.",
  },
  {
    question: "Se eu enviar meus workflows, ganho downloads ilimitados?",
    answer:
      "Não. Enviar workflows é uma forma valiosa de apoiar a comunidade, e seu nome aparece como autor de cada fluxo publicado, mas somente a contribuição financeira libera downloads ilimitados.",
  },
  {
    question: "Com quais ferramentas os fluxos funcionam?",
    answer:
      "Com n8n, Typebot e Make. Cada fluxo indica a ferramenta de origem e é baixado como um arquivo .json pronto para importar. Depois, basta conectar as suas próprias credenciais.",
  },
  {
    question: "Meus dados e minhas credenciais ficam seguros?",
    answer:
      "Sim. Seguimos a LGPD, não armazenamos dados de cartão e removemos automaticamente chaves de API, tokens e senhas dos fluxos enviados. No seu perfil você pode exportar seus dados ou excluir a conta a qualquer momento.",
  },
];

export function FaqSection() {
  return (
    <LandingSection
      id="faq"
      eyebrow="Perguntas frequentes"
      title="Ficou alguma dúvida?"
      description="Reunimos as perguntas que mais recebemos de quem está conhecendo a Fluxoteca."
    >
      {/* Native disclosure widgets: one shared `name` keeps a single answer open, with no script. */}
      <div className="bg-card mx-auto max-w-3xl rounded-2xl border px-5 shadow-xs sm:px-6">
        {QUESTIONS.map((item, index) => (
          <details key={item.question} name="faq" open={index === 0} className="faq-item group border-b last:border-b-0">
            <summary className="focus-visible:ring-ring/50 flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-left text-base font-semibold outline-none hover:underline focus-visible:ring-[3px] [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDownIcon
                aria-hidden
                className="text-muted-foreground pointer-events-none size-4 shrink-0 translate-y-1 transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <p className="text-muted-foreground pb-5 text-[15px] leading-relaxed">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
