/*
 * The e-mails an author gets about their flows (docs/product-rules.md, "Avisos aos autores"). Each is
 * on unless its kind is in `users.mail_opt_outs`. Shared by the server and Meu Perfil (no imports).
 */

export const AUTHOR_NOTICE_KINDS = ["FLOW_APPROVED", "FLOW_REJECTED", "VERSION_DECIDED", "REVIEW_DIGEST"] as const;
export type AuthorNoticeKind = (typeof AUTHOR_NOTICE_KINDS)[number];

/** The JSON key of each kind in GET/PUT /api/users/email-preferences/author. */
export const AUTHOR_NOTICE_KEYS = {
  flowApproved: "FLOW_APPROVED",
  flowRejected: "FLOW_REJECTED",
  versionDecided: "VERSION_DECIDED",
  reviewDigest: "REVIEW_DIGEST",
} as const satisfies Record<string, AuthorNoticeKind>;

export type AuthorNoticeKey = keyof typeof AUTHOR_NOTICE_KEYS;

/** The switch of each kind in Meu Perfil → E-mails; each e-mail's footer names its switch the same way. */
export const AUTHOR_NOTICE_LABELS = {
  flowApproved: "Quando um fluxo que enviei for aprovado",
  flowRejected: "Quando um fluxo que enviei for recusado",
  versionDecided: "Quando uma nova versão de um fluxo meu for aprovada ou recusada",
  reviewDigest: "Resumo diário das novas avaliações dos meus fluxos",
} as const satisfies Record<AuthorNoticeKey, string>;
/** True: the author wants that e-mail. */
export type AuthorNotices = Record<AuthorNoticeKey, boolean>;

export const AUTHOR_NOTICE_KEY_LIST = Object.keys(AUTHOR_NOTICE_KEYS) as AuthorNoticeKey[];

/** The settings as Meu Perfil shows them, from the kinds turned off. */
export function noticesFromOptOuts(optOuts: readonly string[]): AuthorNotices {
  return Object.fromEntries(AUTHOR_NOTICE_KEY_LIST.map((key) => [key, !optOuts.includes(AUTHOR_NOTICE_KEYS[key])])) as AuthorNotices;
}

/**
 * News from the authors a member follows (docs/product-rules.md, "Seguir autores"): on unless this kind
 * is in `users.mail_opt_outs`. Not an author notice: it is the follower's switch.
 */
export const FOLLOWED_AUTHORS_KIND = "FOLLOWED_AUTHORS";
/** Its switch in Meu Perfil → E-mails; the e-mails' footers name it the same way. */
export const FOLLOWED_AUTHORS_LABEL = "Avisar quando um autor que sigo publicar um fluxo ou uma nova versão";
