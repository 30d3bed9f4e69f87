import { DownloadIcon, SearchIcon, UserPlusIcon } from "lucide-react";
import { LandingSection } from "./landing-section";

const STEPS = [
  {
    icon: UserPlusIcon,
    title: "Crie sua conta grátis",
    text: "Cadastre-se com nome e e-mail em menos de um minuto. Não pedimos cartão de crédito.",
  },
  {
    icon: SearchIcon,
    title: "Encontre o fluxo ideal",
    text: "Busque por nome, filtre por ferramenta, tags e nota, e confira o JSON e as avaliações antes de baixar.",
  },
  {
    icon: DownloadIcon,
    title: "Baixe e importe",
    text: "Baixe o arquivo .json, importe no n8n, no Typebot ou no Make e conecte as suas credenciais. Pronto.",
  },
];

export function HowItWorksSection() {
  return (
    <LandingSection
      id="como-funciona"
      eyebrow="Como funciona"
      title="Do cadastro ao fluxo rodando em três passos"
      description="Sem curva de aprendizado: se você já usa uma ferramenta de automação, já sabe usar a Fluxoteca."
      tinted
    >
      <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
        <span aria-hidden className="bg-border absolute top-7 right-[16%] left-[16%] hidden h-px md:block" />
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex flex-col items-center text-center">
            <span className="bg-background relative grid size-14 place-items-center rounded-2xl border shadow-sm">
              <Icon className="text-primary size-6" aria-hidden />
              <span className="bg-primary text-primary-foreground absolute -top-2 -right-2 grid size-6 place-items-center rounded-full text-xs font-bold">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 text-lg font-semibold">
              <span className="sr-only">Passo {index + 1}: </span>
              {title}
            </h3>
            <p className="text-muted-foreground mt-2 max-w-xs text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
