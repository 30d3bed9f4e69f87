import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
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
      <Accordion
        type="single"
        collapsible
        defaultValue="pergunta-1"
        className="bg-card mx-auto max-w-3xl rounded-2xl border px-5 shadow-xs sm:px-6"
      >
        {QUESTIONS.map((item, index) => (
          <AccordionItem key={item.question} value={`pergunta-${index + 1}`}>
            <AccordionTrigger className="py-5 text-base font-semibold">{item.question}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground pb-5 text-[15px] leading-relaxed">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </LandingSection>
  );
}
