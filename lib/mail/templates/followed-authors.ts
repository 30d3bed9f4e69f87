import { appUrl } from "@/lib/env";
import { authorPagePath, CATALOGUE_PATH, flowPath } from "@/lib/routes";
import { FOLLOWED_AUTHORS_LABEL } from "../notice-kinds";
import type { Mail } from "../send";
import { renderActionMail, subjectName, type Recipient } from "./layout";

/*
 * News from the authors a member follows (docs/product-rules.md, "Seguir autores"): the day's first
 * news alone, the rest of the day in one digest. Author and flow names are the users' own text: the
 * layout escapes them in the HTML.
 */

export interface FollowedNews {
  author: { name: string; handle: string };
  flow: { name: string; slug: string };
  /** The approved version: 1 is the flow's first publication. */
  version: number;
}

const flowUrl = (news: FollowedNews) => `${appUrl()}${flowPath(news.flow.slug)}`;
const footer = `Para não receber mais estes e-mails, desmarque "${FOLLOWED_AUTHORS_LABEL}" em Meu Perfil: ${appUrl()}/profile#emails. Para deixar de seguir um autor, use "Seguindo" na página dele.`;

/** What happened, in one line: a new flow or a new version of one. */
function whatHappened(news: FollowedNews): string {
  return news.version > 1 ? `publicou a versão ${news.version} de “${news.flow.name}”` : `publicou um novo fluxo: “${news.flow.name}”`;
}

/** The day's first news from a followed author: sent within a minute of the approval. */
export function followedNewsMail(to: Recipient, news: FollowedNews): Mail {
  const author = subjectName(news.author.name);
  return {
    to: to.email,
    subject:
      news.version > 1
        ? `${author} publicou a versão ${news.version} de “${subjectName(news.flow.name)}”`
        : `${author} publicou “${subjectName(news.flow.name)}”`,
    ...renderActionMail({
      name: to.name,
      intro: `${news.author.name}, que você segue na Fluxoteca, ${whatHappened(news)}.`,
      action: "Ver o fluxo",
      url: flowUrl(news),
      validity: `Outras novidades dos autores que você segue hoje chegam juntas num resumo amanhã. Página do autor: ${appUrl()}${authorPagePath(news.author.handle)}`,
      footer,
    }),
  };
}

/** How many news one digest lists; the rest is counted at the end. */
export const FOLLOWED_DIGEST_MAX_ITEMS = 20;

/** The rest of one day's news from followed authors, sent once after the day ends. */
export function followedDigestMail(to: Recipient, { items }: { items: FollowedNews[] }): Mail {
  const shown = items.slice(0, FOLLOWED_DIGEST_MAX_ITEMS);
  const rest = items.length - shown.length;
  const one = items.length === 1;
  return {
    to: to.email,
    subject: one ? `Mais uma novidade de ${subjectName(items[0]!.author.name)}` : `${items.length} novidades dos autores que você segue`,
    ...renderActionMail({
      name: to.name,
      intro: one ? "Mais uma novidade de um autor que você segue:" : `${items.length} novidades dos autores que você segue:`,
      items: shown.map((news) => ({
        title: news.flow.name,
        detail: `${news.author.name} ${news.version > 1 ? `publicou a versão ${news.version}` : "publicou um novo fluxo"}`,
        url: flowUrl(news),
      })),
      action: "Explorar o catálogo",
      url: `${appUrl()}${CATALOGUE_PATH}`,
      validity: `${rest > 0 ? `E mais ${rest === 1 ? "1 novidade" : `${rest} novidades`} nas páginas dos autores. ` : ""}Você recebe no máximo um resumo destes por dia.`,
      footer,
    }),
  };
}
