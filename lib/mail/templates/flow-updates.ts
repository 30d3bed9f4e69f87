import { appUrl } from "@/lib/env";
import { versionLabel } from "@/lib/format";
import { flowPath } from "@/lib/routes";
import type { Mail } from "../send";
import { renderActionMail, type Recipient } from "./layout";

export interface FlowUpdateItem {
  name: string;
  slug: string;
  downloadedVersion: number;
  latestVersion: number;
  /** What changed, in words (lib/flows/versions/summary.ts). */
  summary: string;
}

/** The opt-in daily e-mail about new versions of flows the member downloaded (docs/product-rules.md §20). */
export function flowUpdatesMail(to: Recipient, { updates }: { updates: FlowUpdateItem[] }): Mail {
  const base = appUrl();
  const one = updates.length === 1;
  return {
    to: to.email,
    subject: one ? `Nova versão de "${updates[0]!.name}" na Fluxoteca` : "Fluxos que você baixou têm novas versões",
    ...renderActionMail({
      name: to.name,
      intro: one
        ? "Um fluxo que você baixou tem uma nova versão. Baixar de novo é grátis:"
        : `${updates.length} fluxos que você baixou têm novas versões. Baixar de novo é grátis:`,
      items: updates.map((u) => ({
        title: u.name,
        detail: `${versionLabel(u.downloadedVersion)} → ${versionLabel(u.latestVersion)}: ${u.summary}`,
        url: `${base}${flowPath(u.slug)}`,
      })),
      action: "Ver meus downloads",
      url: `${base}/profile`,
      validity: "Você recebe no máximo um e-mail destes por dia.",
      footer: `Para não receber mais, desmarque "Avisar por e-mail quando um fluxo que baixei ganhar uma nova versão" em Meu Perfil → E-mails: ${base}/profile#emails`,
    }),
  };
}
