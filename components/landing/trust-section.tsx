import { BadgeCheckIcon, KeyRoundIcon, LockIcon, ShieldCheckIcon } from "lucide-react";
import { IconPoint } from "./icon-point";
import { LandingSection } from "./landing-section";

const TRUST_POINTS = [
  {
    icon: LockIcon,
    title: "Pagamento seguro",
    text: "PIX, cartão ou boleto processados pelo Mercado Pago. A Fluxoteca nunca armazena os dados do seu cartão.",
  },
  {
    icon: BadgeCheckIcon,
    title: "Fluxos revisados",
    text: "Todo envio passa pela moderação da equipe antes de aparecer no catálogo público.",
  },
  {
    icon: KeyRoundIcon,
    title: "Credenciais removidas",
    text: "Chaves de API, tokens e senhas são retirados automaticamente dos arquivos enviados.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Privacidade pela LGPD",
    text: "Exporte seus dados ou exclua sua conta quando quiser, direto no seu perfil.",
  },
];

export function TrustSection() {
  return (
    <LandingSection
      id="confianca"
      eyebrow="Segurança e confiança"
      title="Feito para você usar com tranquilidade"
      description="Contribuição única, sem cobrança recorrente e sem surpresa na fatura."
      tinted
    >
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {TRUST_POINTS.map((point) => (
          <IconPoint key={point.title} {...point} className="lg:flex-col" iconClassName="bg-background text-primary size-11 rounded-full border shadow-xs" />
        ))}
      </ul>
    </LandingSection>
  );
}
