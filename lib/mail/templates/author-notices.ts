import { appUrl } from "@/lib/env";
import { flowPath, memberFlowPath } from "@/lib/routes";
import { AUTHOR_NOTICE_LABELS } from "../notice-kinds";
import type { Mail } from "../send";
import { renderActionMail, subjectName, type Recipient } from "./layout";

/*
 * The pt-BR texts of the author notices (docs/product-rules.md, "Avisos aos autores"). The layout
 * escapes every value in the HTML: flow names, reasons and comments are the users' own text.
 */

export interface NoticeFlow {
  id: string;
  name: string;
  slug: string;
  /** In the public catalogue: the link goes to `/fluxos/{slug}`, else to the author's `/flow/{id}`. */
  listed: boolean;
}

const publicUrl = (flow: NoticeFlow) => `${appUrl()}${flow.listed ? flowPath(flow.slug) : memberFlowPath(flow.id)}`;
/** Where the author reads a rejection's reason and sends a new version. */
const memberUrl = (flow: NoticeFlow) => `${appUrl()}${memberFlowPath(flow.id)}`;

/** Names the switch in Meu Perfil that stops this kind of e-mail. */
const optOutFooter = (label: string) => `Para não receber mais este aviso, desmarque "${label}" em Meu Perfil: ${appUrl()}/profile#emails`;

export function flowApprovedMail(to: Recipient, { flow }: { flow: NoticeFlow }): Mail {
  return {
    to: to.email,
    subject: `Seu fluxo “${subjectName(flow.name)}” foi aprovado`,
    ...renderActionMail({
      name: to.name,
      intro: flow.listed
        ? `Boa notícia: a moderação aprovou o seu fluxo “${flow.name}”, e ele já está no catálogo da Fluxoteca para todo mundo encontrar e baixar.`
        : `Boa notícia: a moderação aprovou o seu fluxo “${flow.name}”. Ele está marcado como privado; torne-o público na página dele para que apareça no catálogo.`,
      action: flow.listed ? "Ver no catálogo" : "Abrir o fluxo",
      url: publicUrl(flow),
      validity: "Obrigado por compartilhar o seu trabalho com a comunidade.",
      footer: optOutFooter(AUTHOR_NOTICE_LABELS.flowApproved),
    }),
  };
}

export function flowRejectedMail(to: Recipient, { flow, reason }: { flow: NoticeFlow; reason: string }): Mail {
  return {
    to: to.email,
    subject: `Seu fluxo “${subjectName(flow.name)}” não foi aprovado`,
    ...renderActionMail({
      name: to.name,
      intro: `A moderação revisou o seu fluxo “${flow.name}” e, por enquanto, não o aprovou para o catálogo.`,
      quote: { label: "Motivo informado pela moderação:", text: reason },
      action: "Ver o fluxo",
      url: memberUrl(flow),
      validity: "Você pode corrigir o fluxo e enviar uma nova versão pela página dele; ela volta para a moderação.",
      footer: optOutFooter(AUTHOR_NOTICE_LABELS.flowRejected),
    }),
  };
}

export function versionDecidedMail(
  to: Recipient,
  { flow, version, decision }: { flow: NoticeFlow; version: number; decision: { approved: true } | { approved: false; reason: string } },
): Mail {
  const common = { name: to.name, footer: optOutFooter(AUTHOR_NOTICE_LABELS.versionDecided) };
  if (decision.approved) {
    return {
      to: to.email,
      subject: `A versão ${version} de “${subjectName(flow.name)}” foi aprovada`,
      ...renderActionMail({
        ...common,
        intro: `A moderação aprovou a versão ${version} do seu fluxo “${flow.name}”. Ela já é a versão que todos recebem, e quem baixou uma versão anterior é avisado de que há novidade.`,
        action: flow.listed ? "Ver no catálogo" : "Abrir o fluxo",
        url: publicUrl(flow),
        validity: "Baixar a versão nova é grátis para quem já tinha baixado o fluxo.",
      }),
    };
  }
  return {
    to: to.email,
    subject: `A versão ${version} de “${subjectName(flow.name)}” não foi aprovada`,
    ...renderActionMail({
      ...common,
      intro: `A moderação revisou a versão ${version} do seu fluxo “${flow.name}” e não a aprovou. O fluxo continua com a versão anterior no catálogo.`,
      quote: { label: "Motivo informado pela moderação:", text: decision.reason },
      action: "Ver o fluxo",
      url: memberUrl(flow),
      validity: "Você pode corrigir e enviar outra versão pela página do fluxo.",
    }),
  };
}

export interface DigestReview {
  flow: NoticeFlow;
  reviewer: string;
  rating: number;
  comment: string | null;
}

/** A comment in a list line: one line, at most ~140 characters. */
export function shortComment(comment: string, max = 140): string {
  const flat = comment.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const stars = (rating: number) => `${"★".repeat(rating)}${"☆".repeat(5 - rating)}`;

/** How many reviews one e-mail lists; the rest is counted at the end. */
export const DIGEST_MAX_ITEMS = 20;

export function reviewDigestMail(to: Recipient, { reviews }: { reviews: DigestReview[] }): Mail {
  const one = reviews.length === 1;
  const shown = reviews.slice(0, DIGEST_MAX_ITEMS);
  const rest = reviews.length - shown.length;
  const flows = new Set(reviews.map((r) => r.flow.id)).size;
  return {
    to: to.email,
    subject: one
      ? `Nova avaliação de “${subjectName(reviews[0]!.flow.name)}”`
      : flows === 1
        ? `${reviews.length} novas avaliações de “${subjectName(reviews[0]!.flow.name)}”`
        : `${reviews.length} novas avaliações dos seus fluxos`,
    ...renderActionMail({
      name: to.name,
      intro: one
        ? "Um dos seus fluxos recebeu uma nova avaliação:"
        : flows === 1
          ? `Um dos seus fluxos recebeu ${reviews.length} novas avaliações:`
          : `${flows} dos seus fluxos receberam ${reviews.length} novas avaliações:`,
      items: shown.map((r) => ({
        title: r.flow.name,
        detail: `${stars(r.rating)} ${r.rating}/5, por ${r.reviewer}${r.comment ? `: “${shortComment(r.comment)}”` : ""}`,
        url: publicUrl(r.flow),
      })),
      action: "Ver meus fluxos",
      url: `${appUrl()}/profile?uploads=1`,
      validity: `${rest > 0 ? `E mais ${rest === 1 ? "1 avaliação" : `${rest} avaliações`} na página de cada fluxo. ` : ""}Você recebe no máximo um resumo destes por dia.`,
      footer: optOutFooter(AUTHOR_NOTICE_LABELS.reviewDigest),
    }),
  };
}
