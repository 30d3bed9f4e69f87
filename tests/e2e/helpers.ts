import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const VIEWPORTS = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 800 },
] as const;

export const THEMES = ["light", "dark"] as const;

/** Sets the stored theme (read from localStorage `theme` before the first paint) before any page script runs. */
export async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
}

/** The four looks of the @ui tests, each theme at each width; `name` is `${theme}-${width}`, as in the screenshots' names. */
export const LOOKS = THEMES.flatMap((theme) => VIEWPORTS.map((viewport) => ({ theme, viewport, name: `${theme}-${viewport.name}` })));
export type Look = (typeof LOOKS)[number];

/**
 * Opens `path` in `look`: the width is set and the theme stored before the page loads, and the page
 * is checked to wear it. One flow's pages are so seen in every look without repeating the flow (its
 * sign-ups, its data). Not on a page given `useTheme`: its init script stores its own theme at every load.
 */
export async function gotoInLook(page: Page, path: string, look: Look) {
  await page.setViewportSize({ width: look.viewport.width, height: look.viewport.height });
  // localStorage needs a document of the app: the first look of a blank page loads the path twice.
  if (!page.url().startsWith("http")) await page.goto(path);
  await page.evaluate((t) => window.localStorage.setItem("theme", t), look.theme);
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveClass(new RegExp(`(^|\\s)${look.theme}(\\s|$)`));
  return response;
}

/** Fails on serious or critical axe violations, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Colours are judged as they settle: a toast or a button fading in has no contrast yet. Endless
  // animations (spinners, skeletons) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/**
 * Registration is limited per client address (10 an hour). Every browser test registers from its
 * own documentation-range address, as users behind a proxy would, so the suite stays under it.
 */
export function distinctClientIp(): Record<string, string> {
  const n = Math.floor(Math.random() * 65_000);
  return { "x-forwarded-for": `198.51.${n >> 8}.${n & 255 || 1}` };
}

/** The password of the users the browser tests create. */
export const E2E_PASSWORD = "cafe-com-pao-42";

export interface Credentials {
  email: string;
  password: string;
}

/** Seeded by the demo data (seed/). */
export const DEMO_ADMIN: Credentials = { email: "admin@fluxoteca.dev", password: "fluxoteca-demo" };
export const DEMO_USER: Credentials = { email: "usuario@fluxoteca.dev", password: "fluxoteca-demo" };

/**
 * The one way the browser tests sign in: through the API, whose response sets the session cookie on
 * the page's browser context (or on a bare request context). Returns the Bearer token.
 */
export async function signIn(target: Page | APIRequestContext, who: Credentials = DEMO_ADMIN): Promise<string> {
  const request = "request" in target ? target.request : target;
  const res = await request.post("/api/auth/login", { data: who });
  expect(res.ok(), `sign-in of ${who.email}`).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A new user registered, verified through the demo outbox and signed in on `page` (its request
 * context shares the browser's cookies). Returns the e-mail, `prefix.<unique>@exemplo.com.br`.
 */
export async function signUpAndLogIn(page: Page, name: string, prefix = "pessoa"): Promise<string> {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const registered = await page.request.post("/api/auth/register", { data: { name, email, password: E2E_PASSWORD }, headers: distinctClientIp() });
  expect(registered.status()).toBe(201);
  const mails = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const verified = await page.request.post("/api/email/verify", { data: { token: mails[0].text.match(/token=([\w-]+)/)[1] } });
  expect(verified.ok()).toBe(true);
  await signIn(page, { email, password: E2E_PASSWORD });
  return email;
}
