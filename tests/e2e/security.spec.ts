import { expect, test } from "@playwright/test";
import { E2E_PASSWORD, THEMES, VIEWPORTS, screenshot, signUpAndLogIn, useTheme as storeTheme, signIn } from "./helpers";

test("Auth.js' own endpoints are not mounted: the login route is the only way in", async ({ request }) => {
  for (const path of ["/api/auth/csrf", "/api/auth/session", "/api/auth/providers", "/api/auth/signin"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const callback = await request.post("/api/auth/callback/credentials", {
    form: { email: "usuario@fluxoteca.dev", password: "fluxoteca-demo", csrfToken: "x" },
    maxRedirects: 0,
  });
  expect([404, 405]).toContain(callback.status());
  expect(callback.headers()["set-cookie"] ?? "").not.toMatch(/session-token=[^;]/);
});

test("logout ends that session on the server; 'Sair de todos os dispositivos' ends them all", async ({ browser }) => {
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  const email = await signUpAndLogIn(page, "Renata Sessões", "sessoes");
  const laptopCookies = await laptop.cookies();

  const phone = await browser.newContext();
  await signIn(phone.request, { email, password: E2E_PASSWORD });

  // Logout on the laptop: its cookie, replayed, is dead; the phone is still signed in.
  expect((await page.request.post("/api/auth/logout")).ok()).toBe(true);
  const replay = await browser.newContext();
  await replay.addCookies(laptopCookies);
  expect((await replay.request.get("/api/users/profile")).status()).toBe(401);
  expect((await phone.request.get("/api/users/profile")).status()).toBe(200);

  // Signed in again on the laptop, the profile ends every session, the phone's included.
  await signIn(page, { email, password: E2E_PASSWORD });
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sair de todos os dispositivos" }).click();
  await expect(page.getByText("Você saiu de todos os dispositivos").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await phone.request.get("/api/users/profile")).status()).toBe(401);
  expect((await page.request.get("/api/users/profile")).status()).toBe(401);
  await Promise.all([laptop.close(), phone.close(), replay.close()]);
});

test("pages opened from an e-mail link send no referrer and take the token out of the address bar", async ({ page }) => {
  for (const path of ["/reset-password", "/verify-email"]) {
    const response = await page.goto(`${path}?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH`);
    expect(response!.headers()["referrer-policy"], path).toBe("no-referrer");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test("demo mode is decided when the server runs, and the static landing page shows it", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Modo demonstração")).toBeVisible();
  await expect(page.getByRole("link", { name: "caixa de saída local" })).toHaveAttribute("href", "/dev/mailbox");
});

test("the profile's sessions card at both widths and themes", async ({ page }) => {
  test.slow();
  await signUpAndLogIn(page, "Telma Telas", "sessoes-telas");
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto("/profile");
      const card = page.getByRole("region", { name: "Sessões" });
      await expect(card.getByRole("button", { name: "Sair de todos os dispositivos" })).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `sessoes-perfil-${viewport.name}-${theme}`);
    }
  }
});
