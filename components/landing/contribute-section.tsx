import { CheckIcon, HeartHandshakeIcon, InfoIcon, UploadCloudIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { LandingSection } from "./landing-section";

type Way = {
  icon: typeof UploadCloudIcon;
  title: string;
  text: string;
  perks: string[];
  recommended?: boolean;
};

const WAYS: Way[] = [
  {
    icon: UploadCloudIcon,
    title: "Compartilhar workflows",
    text: "Envie fluxos que você criou para ajudar outros automatizadores. A equipe revisa cada envio antes de publicar.",
    perks: ["Seu nome como autor do fluxo", "Avaliações e feedback da comunidade", "Credenciais removidas automaticamente"],
  },
  {
    icon: HeartHandshakeIcon,
    title: "Contribuição financeira",
    text: "Um pagamento único, no valor que você escolher a partir do mínimo, mantém a plataforma no ar e libera tudo para você.",
    perks: [
      "Downloads ilimitados, sem assinatura",
      "PIX, cartão de crédito ou boleto",
      "Pagamento processado pelo Mercado Pago",
      "Selo de Contribuidor no seu perfil",
    ],
    recommended: true,
  },
];

export function ContributeSection() {
  return (
    <LandingSection
      id="contribuir"
      eyebrow="Como contribuir"
      title="Duas formas de fortalecer a comunidade"
      description="A Fluxoteca cresce com quem compartilha conhecimento e com quem ajuda a manter o projeto."
      tinted
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {WAYS.map(({ icon: Icon, title, text, perks, recommended }) => (
          <article
            key={title}
            className={cn("bg-card relative flex flex-col rounded-2xl border p-7 shadow-xs", recommended && "border-primary ring-primary/20 shadow-lg ring-4")}
          >
            {recommended && (
              <span className="bg-highlight absolute -top-3 right-6 rounded-full px-3 py-1 text-xs font-semibold text-black shadow-sm">Recomendado</span>
            )}
            <span
              className={cn(
                "grid size-12 place-items-center rounded-xl",
                recommended ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
              )}
            >
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
            <ul className="mt-6 space-y-3 text-sm">
              {perks.map((perk) => (
                <li key={perk} className="flex gap-2.5">
                  <CheckIcon className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                  {perk}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>

      <p className="bg-card mx-auto mt-8 flex max-w-4xl gap-3 rounded-xl border p-4 text-sm">
        <InfoIcon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">Importante:</strong> enviar workflows não libera downloads ilimitados. Somente a contribuição financeira desbloqueia
          downloads ilimitados na sua conta.
        </span>
      </p>
    </LandingSection>
  );
}
