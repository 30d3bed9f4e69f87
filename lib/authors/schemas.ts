import { z } from "zod";
import { HANDLE_MAX, HANDLE_MESSAGES } from "./handle";

/*
 * Meu Perfil → "Página pública" and PATCH /api/users/me/public-profile: one schema for the form and
 * the server, so the browser shows the very texts the server enforces.
 */

export const BIO_MAX = 300;
export const LINKS_MAX = 3;
export const LINK_MAX = 200;

export const PUBLIC_PROFILE_MESSAGES = {
  bioMax: `A bio pode ter no máximo ${BIO_MAX} caracteres.`,
  bioControl: "A bio contém caracteres inválidos.",
  linksMax: `Informe no máximo ${LINKS_MAX} links.`,
  linkMax: (n: number) => `Link ${n}: no máximo ${LINK_MAX} caracteres.`,
  linkInvalid: (n: number) => `Link ${n}: informe um endereço completo, como https://exemplo.com.br.`,
  linkHttps: (n: number) => `Link ${n}: use um endereço que comece com https://.`,
  linkCredentials: (n: number) => `Link ${n}: o endereço não pode conter usuário ou senha.`,
  linkHost: (n: number) => `Link ${n}: use o endereço público de um site (nada de localhost, IPs ou redes internas).`,
  profilePublic: "Informe se a página é pública.",
  empty: "Nada para alterar.",
} as const;

// Names that only ever point inside a network (RFC 6761 and friends), or at this machine.
const PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home", ".corp", ".test", ".example", ".invalid", ".arpa"];

/** The reason `link` cannot be shown on a creator page, or null when it can. `n` numbers it in the message. */
export function linkProblem(link: string, n: number): string | null {
  const m = PUBLIC_PROFILE_MESSAGES;
  if (link.length > LINK_MAX) return m.linkMax(n);
  // Spaces, control characters and backslashes make parsers disagree about where a URL points.
  if (/[\s\\\u0000-\u001f\u007f]/.test(link)) return m.linkInvalid(n);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  if (!scheme) return m.linkInvalid(n);
  if (scheme !== "https") return m.linkHttps(n);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return m.linkInvalid(n);
  }
  if (!link.toLowerCase().startsWith("https://")) return m.linkInvalid(n);
  if (url.username || url.password) return m.linkCredentials(n);
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const isIp = /^[0-9.]+$/.test(host) || host.startsWith("[") || /^0x/i.test(host);
  if (isIp || !host.includes(".") || host === "localhost" || PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))) return m.linkHost(n);
  if (url.href.length > LINK_MAX) return m.linkMax(n);
  return null;
}

/** The link as it is stored and shown: the parsed URL's own spelling (host lower-cased, encoded). */
export function normalizeLink(link: string): string {
  return new URL(link).href;
}

const bioSchema = z
  .string({ error: PUBLIC_PROFILE_MESSAGES.bioMax })
  .max(BIO_MAX * 4, PUBLIC_PROFILE_MESSAGES.bioMax)
  // Line breaks stay (the page keeps them); \r\n counts as one.
  .transform((bio) => bio.replace(/\r\n?/g, "\n").trim())
  .refine((bio) => [...bio].length <= BIO_MAX, PUBLIC_PROFILE_MESSAGES.bioMax)
  .refine((bio) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(bio), PUBLIC_PROFILE_MESSAGES.bioControl);

const linksSchema = z
  .array(z.string({ error: PUBLIC_PROFILE_MESSAGES.linkInvalid(1) }).max(LINK_MAX * 4, PUBLIC_PROFILE_MESSAGES.linkMax(1)), {
    error: PUBLIC_PROFILE_MESSAGES.linksMax,
  })
  .max(LINKS_MAX * 2, PUBLIC_PROFILE_MESSAGES.linksMax)
  // Blank fields of the form are no links.
  .transform((links) => links.map((link) => link.trim()).filter((link) => link !== ""))
  .superRefine((links, ctx) => {
    if (links.length > LINKS_MAX) ctx.addIssue({ code: "custom", message: PUBLIC_PROFILE_MESSAGES.linksMax });
    links.forEach((link, i) => {
      const problem = linkProblem(link, i + 1);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  })
  .transform((links) => [...new Set(links.map(normalizeLink))]);

/**
 * Every field optional: what is sent changes, the rest stays. `handle` is checked by the server
 * only when it differs from the current one (a default made from a short name may not meet
 * HANDLE_MIN, and must not stop its owner from saving a bio); the form does the same.
 */
export const updatePublicProfileSchema = z
  .object({
    handle: z
      .string({ error: "Informe o endereço." })
      .trim()
      .toLowerCase()
      .max(HANDLE_MAX * 2, HANDLE_MESSAGES.length)
      .optional(),
    bio: bioSchema.nullable().optional(),
    links: linksSchema.optional(),
    profilePublic: z.boolean({ error: PUBLIC_PROFILE_MESSAGES.profilePublic }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), PUBLIC_PROFILE_MESSAGES.empty);

export type UpdatePublicProfileInput = z.infer<typeof updatePublicProfileSchema>;

/** What Meu Perfil shows and GET/PATCH /api/users/me/public-profile answer. */
export interface PublicProfileSettings {
  handle: string;
  bio: string | null;
  links: string[];
  profilePublic: boolean;
  /** `/autores/{handle}`. */
  path: string;
}
