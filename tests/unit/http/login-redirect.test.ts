import { beforeEach, describe, expect, it, vi } from "vitest";

// The login page sends a signed-in visitor straight to `callbackUrl` (a 307): only a path of this
// site may come out of it, and the form gets the same checked target for after the login.

const viewer = vi.hoisted(() => ({ current: null as null | { id: string } }));
vi.mock("@/lib/auth/viewer", () => ({ getViewer: async () => viewer.current }));

const { default: LoginPage } = await import("@/app/(auth)/login/page");

/** Where the page redirects to, or null when it renders the form. */
async function redirectOf(callbackUrl: string | string[] | undefined): Promise<string | null> {
  try {
    await LoginPage({ params: Promise.resolve({}), searchParams: Promise.resolve({ callbackUrl }) } as Parameters<typeof LoginPage>[0]);
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    // NEXT_REDIRECT;replace;<url>;307;
    return digest.split(";").slice(2, -2).join(";");
  }
}

/** The callbackUrl handed to the login form. */
async function formTarget(callbackUrl: string | undefined): Promise<string> {
  const element = (await LoginPage({ params: Promise.resolve({}), searchParams: Promise.resolve({ callbackUrl }) } as Parameters<typeof LoginPage>[0])) as {
    props: { children: { props: { callbackUrl: string } } };
  };
  return element.props.children.props.callbackUrl;
}

const HOSTILE = [
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/.//evil",
  "\n//evil",
];

describe("/login with a session", () => {
  beforeEach(() => {
    viewer.current = { id: "u1" };
  });

  it.each(HOSTILE)("redirects %j to /dashboard, never off the site", async (value) => {
    expect(await redirectOf(value)).toBe("/dashboard");
  });

  it("follows a path of this site", async () => {
    expect(await redirectOf("/fluxos/abc?x=1#y")).toBe("/fluxos/abc?x=1#y");
    expect(await redirectOf(undefined)).toBe("/dashboard");
    expect(await redirectOf(["/profile", "//evil.example"])).toBe("/dashboard");
  });
});

describe("/login without a session", () => {
  beforeEach(() => {
    viewer.current = null;
  });

  it("hands the form only a checked target", async () => {
    expect(await redirectOf("//evil.example")).toBeNull();
    for (const value of HOSTILE) expect(await formTarget(value)).toBe("/dashboard");
    expect(await formTarget("/profile")).toBe("/profile");
  });
});
