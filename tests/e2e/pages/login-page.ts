import { expect, type Page } from "@playwright/test";

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(path = "/login") {
    await this.page.goto(path);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  async login(email: string, password: string) {
    await this.page.getByLabel("Email", { exact: true }).fill(email);
    await this.page.getByLabel("Senha", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Entrar", exact: true }).click();
  }

  async register(name: string, email: string, password: string) {
    await this.page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await this.page.getByLabel("Nome", { exact: true }).fill(name);
    await this.page.getByLabel("Email", { exact: true }).fill(email);
    await this.page.getByLabel("Senha", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Criar conta", exact: true }).last().click();
  }
}

/** Reads the newest e-mail sent to `to` from the demo outbox and returns the link in it. */
export async function linkFromOutbox(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as { text: string }[];
      link = mails[0]?.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}
