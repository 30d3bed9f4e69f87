import { appUrl } from "@/lib/env";
import { flowPath, memberFlowPath } from "@/lib/routes";
import type { Mail } from "../send";
import { renderActionMail, type Recipient } from "./layout";

type Hidden = { kind: "flow"; flow: { id: string; name: string } } | { kind: "review"; flow: { name: string; slug: string } };

/** To the author of a flow or review the moderation took down after reports, with the reason (every value escaped by the layout). */
export function itemHiddenMail(to: Recipient, { item, reason }: { item: Hidden; reason: string }): Mail {
  const base = appUrl();
  const name = to.name;
  if (item.kind === "flow") {
    return {
      to: to.email,
      subject: `Seu fluxo “${item.flow.name}” foi retirado do catálogo`,
      ...renderActionMail({
        name,
        intro: `Depois de denúncias de outros membros, a moderação retirou o seu fluxo “${item.flow.name}” do catálogo da Fluxoteca. Motivo: ${reason}`,
        action: "Ver meu fluxo",
        url: `${base}${memberFlowPath(item.flow.id)}`,
        validity: "Se você corrigir o problema, edite o fluxo: ele volta para a análise da moderação.",
        footer: "Você recebe este e-mail porque é o autor deste fluxo na Fluxoteca.",
      }),
    };
  }
  return {
    to: to.email,
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

/** To the author of a flow the automatic hold took out of the catalogue: it is under review, and why. */
export function flowHeldMail(to: Recipient, { flow, reports }: { flow: { id: string; name: string }; reports: number }): Mail {
  return {
    to: to.email,
    subject: `Seu fluxo “${flow.name}” está em análise pela moderação`,
    ...renderActionMail({
      name: to.name,
      intro: `O seu fluxo “${flow.name}” saiu do catálogo público da Fluxoteca enquanto a moderação o analisa: ${reports} membros que baixaram o fluxo o denunciaram como “malicioso ou inseguro”. Ninguém decidiu nada ainda: se as denúncias não se confirmarem, ele volta ao catálogo como estava.`,
      action: "Ver meu fluxo",
      url: `${appUrl()}${memberFlowPath(flow.id)}`,
      validity: "Enquanto a análise não termina, o fluxo não pode ser publicado de novo. Se houver algo a corrigir, a moderação avisa por e-mail.",
      footer: "Você recebe este e-mail porque é o autor deste fluxo na Fluxoteca.",
    }),
  };
}
