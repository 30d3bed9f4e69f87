import { BracesIcon, HistoryIcon, PlayCircleIcon, SlidersHorizontalIcon, StarIcon, UploadIcon } from "lucide-react";
import { IconPoint } from "./icon-point";
import { LandingSection } from "./landing-section";

const FEATURES = [
  {
    icon: SlidersHorizontalIcon,
    title: "Busca e filtros avançados",
    text: "Pesquise por nome ou descrição e refine por tags, ferramenta, autor e faixa de avaliação.",
  },
  {
    icon: BracesIcon,
    title: "Pré-visualização do JSON",
    text: "Veja nós, conexões e metadados de cada fluxo antes de decidir se ele resolve o seu caso.",
  },
  {
    icon: StarIcon,
    title: "Avaliações da comunidade",
    text: "Notas de 1 a 5 e comentários reais ajudam a separar o que funciona do que é só demonstração.",
  },
  {
    icon: PlayCircleIcon,
    title: "Tutoriais em vídeo",
    text: "Muitos fluxos trazem um vídeo mostrando a configuração passo a passo, da importação ao primeiro teste.",
  },
  {
    icon: HistoryIcon,
    title: "Histórico de downloads",
    text: "Tudo o que você baixou fica no seu perfil. Baixar de novo um fluxo que já é seu não gasta download.",
  },
  {
    icon: UploadIcon,
    title: "Envio individual ou em lote",
    text: "Compartilhe seus fluxos colando o JSON ou enviando vários arquivos de uma vez para revisão.",
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="recursos"
      eyebrow="Recursos"
      title="Tudo o que você precisa para automatizar mais rápido"
      description="Ferramentas pensadas para quem cria automações todos os dias, sozinho ou em equipe."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((point) => (
          <IconPoint
            key={point.title}
            {...point}
            stacked
            className="group bg-card hover:border-primary/40 rounded-xl border p-5 shadow-xs transition-colors sm:block sm:p-6"
            iconClassName="bg-primary/10 text-primary group-hover:bg-primary group-hover:text-primary-foreground size-11 transition-colors"
          />
        ))}
      </ul>
    </LandingSection>
  );
}
