import { ClockIcon, FileWarningIcon, HelpCircleIcon, LanguagesIcon } from "lucide-react";
import { IconPoint } from "./icon-point";
import { LandingSection } from "./landing-section";

const PROBLEMS = [
  {
    icon: ClockIcon,
    title: "Horas montando do zero",
    text: "Você passa a tarde ligando nós, testando webhooks e lendo documentação para resolver algo que alguém já resolveu.",
  },
  {
    icon: LanguagesIcon,
    title: "Conteúdo espalhado e em inglês",
    text: "Os bons exemplos estão picados em vídeos, fóruns e repositórios, quase sempre em outro idioma e sem contexto brasileiro.",
  },
  {
    icon: FileWarningIcon,
    title: "Arquivos que não importam",
    text: "JSON baixado de qualquer lugar chega quebrado, desatualizado ou, pior, com as credenciais de outra pessoa dentro.",
  },
  {
    icon: HelpCircleIcon,
    title: "Sem saber se funciona",
    text: "Sem avaliações nem comentários de quem já usou, não dá para saber se um fluxo vale o tempo de configurar.",
  },
];

export function ProblemsSection() {
  return (
    <LandingSection
      id="problemas"
      eyebrow="Soa familiar?"
      title="Automatizar não deveria significar recomeçar toda vez"
      description="Quem cria automações para si ou para clientes conhece bem estes obstáculos."
      tinted
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PROBLEMS.map((point) => (
          <IconPoint
            key={point.title}
            {...point}
            stacked
            className="bg-card rounded-xl border p-5 shadow-xs sm:block sm:p-6"
            iconClassName="bg-destructive/10 text-destructive"
          />
        ))}
      </ul>
    </LandingSection>
  );
}
