import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { headers } from "next/headers";
import { authSecret } from "@/lib/auth/secret";
import { RENDER_HEADER } from "./page-paths";

/**
 * The value of the render header on the page cache's own requests for a signed-in page rendered
 * once for every member (the dashboard's catalogue). Derived from AUTH_SECRET, so a client cannot
 * ask for that rendering itself: a request that merely carries the header renders as usual, for
 * its own session. (A public page needs no token: it is the same for everyone anyway.)
 */
let token: string | undefined;

export function sharedRenderToken(): string {
  return (token ??= createHmac("sha256", authSecret()).update("fluxoteca:pagina-compartilhada").digest("base64url"));
}

export function isSharedRenderToken(value: string | null | undefined): boolean {
  if (!value) return false;
  const expected = Buffer.from(sharedRenderToken());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the current page render is the page cache's shared one. */
export async function isSharedRender(): Promise<boolean> {
  return isSharedRenderToken((await headers()).get(RENDER_HEADER));
}
