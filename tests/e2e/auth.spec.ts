import { expect, test } from "@playwright/test";
import { LoginPage, linkFromOutbox } from "./pages/login-page";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, distinctClientIp } from "./helpers";

const unique = () => `pessoa.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

test.describe("accounts", () => {
  test("register → verify from the outbox → log in → dashboard → log out", async ({ page }) => {
    const email = unique();
    const login = new LoginPage(page);
    await login.goto();
    await login.register("Beatriz Nogueira", email, "cafe-com-pao-42");
    await expect(page.getByText("Conta criada com sucesso! Verifique seu email para ativar sua conta.")).toBeVisible();

    // Logging in before verifying is refused with a way to resend the link.
    await login.login(email, "cafe-com-pao-42");
    await expect(page.getByRole("alert").filter({ hasText: "Email não verificado" })).toBeVisible();
    await page.getByRole("button", { name: `Reenviar email de verificação para ${email}` }).click();
    const resend = page.getByRole("dialog", { name: "Reenviar email de verificação" });
    await expect(resend.getByLabel("Email")).toHaveValue(email);
    await page.keyboard.press("Escape");
    await expect(resend).toBeHidden();

    await page.goto(await linkFromOutbox(page, email, "/verify-email"));
    await expect(page.getByText("Email verificado com sucesso!").first()).toBeVisible();
    await page.waitForURL(/\/login\?callbackUrl=%2Fdashboard/, { timeout: 10_000 });

    await login.login(email, "cafe-com-pao-42");
    await page.waitForURL("/dashboard");
    await expect(page.getByText("Olá,")).toBeVisible();
    await expect(page.getByText("Beatriz", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByText("Logout realizado")).toBeVisible();
    await page.waitForURL("/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
  });

  test("forgot password → reset from the outbox → log in with the new password", async ({ page }) => {
    // A fresh account: other tests sign in as the seeded demo users with their known password.
    const email = unique();
    await page.request.post("/api/auth/register", { data: { name: "Otávio Lins", email, password: "cafe-com-pao-42" }, headers: distinctClientIp() });
    const login = new LoginPage(page);
    await login.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
    await expect(page.getByText("Se o email estiver cadastrado, você receberá um link de recuperação.")).toBeVisible();

    await page.goto(await linkFromOutbox(page, email, "/reset-password"));
    await page.getByLabel("Nova senha").fill("uma-senha-nova-2026");
    await page.getByRole("button", { name: "Redefinir senha" }).click();
    await expect(page.getByText("Senha redefinida com sucesso! Você pode fazer login.")).toBeVisible();
    await page.getByRole("link", { name: "Ir para o login" }).click();
    await login.login(email, "cafe-com-pao-42");
    await expect(page.getByText("Email ou senha inválidos")).toBeVisible();
    await login.login(email, "uma-senha-nova-2026");
    await page.waitForURL("/dashboard");
    await expect(page.getByText("fluxo(s) encontrado(s)")).toBeVisible();
  });

  test("a wrong password shows the authentication error toast", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login("admin@fluxoteca.dev", "senha-errada-123");
    await expect(page.getByText("Erro na autenticação")).toBeVisible();
    await expect(page.getByText("Email ou senha inválidos")).toBeVisible();
    await expect(page).toHaveURL("/login");
  });

  test("signed-out visitors go to /login and come back after logging in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin/);
    await new LoginPage(page).login("admin@fluxoteca.dev", "fluxoteca-demo");
    await page.waitForURL("/admin");
    await expect(page.getByRole("heading", { name: "Painel Administrativo" })).toBeVisible();
  });

  test("the reset page without a token says so and disables the form", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("Token inválido ou ausente.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Redefinir senha" })).toBeDisabled();
  });

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`auth screens are accessible at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        for (const path of ["/login", "/forgot-password", "/reset-password?token=abc", "/verify-email", "/email-verified"]) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
          await screenshot(page, `${path.slice(1).replace(/\W+/g, "-")}-${viewport.name}-${theme}`);
        }
      });
    }
  }
});

test("a signed-in non-admin sees 'Acesso Restrito' at /admin", async ({ page }) => {
  const email = unique();
  await page.request.post("/api/auth/register", { data: { name: "Davi Rocha", email, password: "cafe-com-pao-42" }, headers: distinctClientIp() });
  const verifyPath = await linkFromOutbox(page, email, "/verify-email");
  const token = new URL(verifyPath, "http://x").searchParams.get("token");
  await page.request.post("/api/email/verify", { data: { token } });
  await page.goto("/login?callbackUrl=%2Fadmin");
  await new LoginPage(page).login(email, "cafe-com-pao-42");
  await page.waitForURL("/admin");
  await expect(page.getByRole("heading", { name: "Acesso Restrito" })).toBeVisible();
  await expect(page.getByText("Você não tem permissão para acessar esta área.")).toBeVisible();
  await expect(page.getByText("Apenas administradores podem acessar o painel administrativo.")).toBeVisible();
  await expect(page.getByText("Usuários")).toHaveCount(0);
  await page.getByRole("link", { name: "Voltar para o dashboard" }).click();
  await page.waitForURL("/dashboard");
});
