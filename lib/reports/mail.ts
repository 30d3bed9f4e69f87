import "server-only";
import { appUrl } from "@/lib/env";
import type { Mail } from "@/lib/mail/send";
import { renderActionMail } from "@/lib/mail/templates/layout";
import { flowPath } from "@/lib/seo/catalogue";

type Hidden =
  | { kind: "flow"; flow: { id: string; name: string } }
  | { kind: "review"; flow: { name: string; slug: string } };

/** To the author of a flow or review the moderation took down after reports, with the reason (every value escaped by the layout). */
export function itemHiddenMail(to: string, name: string, item: Hidden, reason: string): Mail {
  const base = appUrl();
  if (item.kind === "flow") {
    return {
      to,
      subject: `Seu fluxo “${item.flow.name}” foi retirado do catálogo`,
      ...renderActionMail({
        name,
        intro: `Depois de denúncias de outros membros, a moderação retirou o seu fluxo “${item.flow.name}” do catálogo da Fluxoteca. Motivo: ${reason}`,
        action: "Ver meu fluxo",
        url: `${base}/flow/${item.flow.id}`,
        validity: "Se você corrigir o problema, edite o fluxo: ele volta para a análise da moderação.",
        footer: "Você recebe este e-mail porque é o autor deste fluxo na Fluxoteca.",
      }),
    };
  }
  return {
    to,
    subject: `Sua avaliação de “${item.flow.name}” foi ocultada`,
    ...renderActionMail({
      name,
      intro: `Depois de denúncias de outros membros, a moderação ocultou a sua avaliação do fluxo “${item.flow.name}”. Ela não aparece mais na página nem conta na nota do fluxo. Motivo: ${reason}`,
      action: "Ver o fluxo",
      url: `${base}${flowPath(item.flow.slug)}`,
      validity: "Avaliações devem falar do fluxo, sem dados pessoais, ofensas ou propaganda.",
      footer: "Você recebe este e-mail porque escreveu esta avaliação na Fluxoteca.",
    }),
  };
}
