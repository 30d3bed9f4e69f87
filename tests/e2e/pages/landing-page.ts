import { expect, type Locator, type Page } from "@playwright/test";

export class LandingPage {
  readonly header: Locator;
  readonly faq: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole("banner");
    this.faq = page.locator("#faq");
  }

  async goto() {
    await this.page.goto("/");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  /** Each question's <summary>, the control that opens its answer. */
  faqTriggers() {
    return this.faq.locator("details > summary");
  }

  footerButton(name: "Termos de Uso" | "Política de Privacidade") {
    return this.page.getByRole("contentinfo").getByRole("button", { name });
  }
}
