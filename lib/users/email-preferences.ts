import "server-only";
import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Viewer } from "@/lib/auth/viewer";
import { AUTHOR_NOTICE_KEYS, AUTHOR_NOTICE_KEY_LIST, FOLLOWED_AUTHORS_KIND, noticesFromOptOuts, type AuthorNotices } from "@/lib/mail/notice-kinds";
import type { AuthorNoticesInput, EmailPreferencesInput } from "./schemas";

const { users } = schema;

/** What the signed-in user asked to be told by e-mail (Meu Perfil → E-mails). */
export interface EmailPreferences {
  /** An e-mail, at most daily, when a flow they downloaded gets a new version (lib/downloads/update-mail.ts). Off by default. */
  flowUpdates: boolean;
  /** News from the authors they follow (lib/flows/follower-news.ts, lib/follows/digest.ts). On by default. */
  followedAuthors: boolean;
}

export async function getEmailPreferences(viewer: Pick<Viewer, "id">): Promise<EmailPreferences> {
  const [row] = await db.select({ since: users.flowUpdatesSince, optOuts: users.mailOptOuts }).from(users).where(eq(users.id, viewer.id)).limit(1);
  return { flowUpdates: row?.since != null, followedAuthors: !(row?.optOuts ?? []).includes(FOLLOWED_AUTHORS_KIND) };
}

/**
 * Turning the new-version e-mail on makes versions published from now on news (one already on keeps
 * its moment, so a repeated call loses nothing); turning it off forgets it. The followed authors'
 * e-mail is an entry of `users.mail_opt_outs`, edited in the same statement.
 */
export async function setEmailPreferences({ viewer, input }: { viewer: Pick<Viewer, "id">; input: EmailPreferencesInput }): Promise<EmailPreferences> {
  const followed = input.followedAuthors;
  const [row] = await db
    .update(users)
    .set({
      ...(input.flowUpdates === undefined ? {} : { flowUpdatesSince: input.flowUpdates ? sql`coalesce(${users.flowUpdatesSince}, now())` : null }),
      ...(followed === undefined
        ? {}
        : {
            mailOptOuts: followed
              ? sql`array_remove(${users.mailOptOuts}, ${FOLLOWED_AUTHORS_KIND})`
              : sql`case when ${FOLLOWED_AUTHORS_KIND} = any(${users.mailOptOuts}) then ${users.mailOptOuts} else array_append(${users.mailOptOuts}, ${FOLLOWED_AUTHORS_KIND}) end`,
          }),
    })
    .where(eq(users.id, viewer.id))
    .returning({ since: users.flowUpdatesSince, optOuts: users.mailOptOuts });
  return { flowUpdates: row?.since != null, followedAuthors: !(row?.optOuts ?? []).includes(FOLLOWED_AUTHORS_KIND) };
}

/** The author notices of the signed-in user (Meu Perfil → E-mails → Fluxos que você enviou): all on by default. */
export async function getAuthorNotices(viewer: Pick<Viewer, "id">): Promise<AuthorNotices> {
  const [row] = await db.select({ optOuts: users.mailOptOuts }).from(users).where(eq(users.id, viewer.id)).limit(1);
  return noticesFromOptOuts(row?.optOuts ?? []);
}

/** An array literal of notice kinds (fixed upper-case names): the same on postgres.js and PGlite. */
const textArray = (kinds: string[]) => `{${kinds.join(",")}}`;

/**
 * Turns the given notices on or off and answers all four. One statement edits the stored list, so two
 * switches flipped at once (two tabs) both hold.
 */
export async function setAuthorNotices({ viewer, input }: { viewer: Pick<Viewer, "id">; input: AuthorNoticesInput }): Promise<AuthorNotices> {
  const off = AUTHOR_NOTICE_KEY_LIST.filter((key) => input[key] === false).map((key) => AUTHOR_NOTICE_KEYS[key]);
  const on = AUTHOR_NOTICE_KEY_LIST.filter((key) => input[key] === true).map((key) => AUTHOR_NOTICE_KEYS[key]);
  const [row] = await db
    .update(users)
    .set({
      mailOptOuts: sql`array(
        select distinct kind from unnest(${users.mailOptOuts} || ${textArray(off)}::text[]) as kind
        where kind <> all(${textArray(on)}::text[]) order by kind)`,
    })
    .where(eq(users.id, viewer.id))
    .returning({ optOuts: users.mailOptOuts });
  return noticesFromOptOuts(row?.optOuts ?? []);
}
