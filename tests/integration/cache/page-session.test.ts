import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { createUser } from "../../helpers/factories";
import { tokenFor } from "../../helpers/session";

// Pages go by the session cookie alone, as proxy.ts's login redirect does; the Bearer token is for
// the API. A page that honoured it bounced /profile → /login → /profile forever.

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const { getViewer, resolveViewer } = await import("@/lib/auth/viewer");
const { requirePageViewer } = await import("@/lib/auth/page-guards");
const { default: LoginPage } = await import("@/app/(auth)/login/page");
const { proxy } = await import("@/proxy");

/** Where a page's render redirects to, or null when it renders. */
async function redirectOf(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";").slice(2, -2).join(";");
  }
}

/** A document request through the proxy and then the page, following redirects: the addresses visited. */
async function visit(path: string, headers: Record<string, string>): Promise<string[]> {
  const visited = [path];
  for (let hop = 0; hop < 5; hop++) {
    const url = new URL(visited.at(-1)!, "http://localhost:3000");
    current.headers = new Headers(headers);
    const res = await proxy(new NextRequest(url, { headers }));
    let location = res.headers.get("location");
    if (!location) {
      expect(res.headers.get("x-middleware-next")).toBe("1");
      location =
        url.pathname === "/login"
          ? await redirectOf(() =>
              LoginPage({ params: Promise.resolve({}), searchParams: Promise.resolve({ callbackUrl: url.searchParams.get("callbackUrl") ?? undefined }) }),
            )
          : await redirectOf(() => requirePageViewer(url.pathname));
    }
    if (!location) return visited;
    const next = new URL(location, url);
    visited.push(`${next.pathname}${next.search}`);
  }
  throw new Error(`redirect loop: ${visited.join(" → ")}`);
}

describe("a page request's session", () => {
  it("is the cookie's; the Bearer token counts for route handlers only", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    current.headers = new Headers({ authorization: `Bearer ${token}` });
    expect(await getViewer()).toBeNull();
    expect((await resolveViewer(current.headers))?.id).toBe(user.id);
    current.headers = new Headers({ cookie: `authjs.session-token=${token}` });
    expect((await getViewer())?.id).toBe(user.id);
  });

  it("sends a Bearer-only /profile request to the login form once, never around in a loop", async () => {
    const user = await createUser();
    const token = await tokenFor(user.email);
    expect(await visit("/profile", { authorization: `Bearer ${token}` })).toEqual(["/profile", "/login?callbackUrl=%2Fprofile"]);
    // The cookie works as before: the page opens, and /login sends a member back where they were going.
    const cookie = `authjs.session-token=${token}`;
    expect(await visit("/profile", { cookie })).toEqual(["/profile"]);
    expect(await visit("/login?callbackUrl=%2Fprofile", { cookie })).toEqual(["/login?callbackUrl=%2Fprofile", "/profile"]);
    expect(await visit("/profile", {})).toEqual(["/profile", "/login?callbackUrl=%2Fprofile"]);
  });
});
