import { expect, test } from "@playwright/test";
import { LandingPage } from "./pages/landing-page";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme } from "./helpers";

test.describe("landing page /", () => {
  test("has the sticky header with the three anchors and both buttons to /login", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    await expect(page).toHaveTitle(/Fluxoteca/);
    expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
    for (const anchor of ["#como-funciona", "#recursos", "#faq"]) {
      await expect(landing.header.locator(`a[href="${anchor}"]`).first()).toBeAttached();
      await expect(page.locator(anchor)).toBeAttached();
    }
    await expect(landing.header.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    await expect(landing.header.getByRole("link", { name: "Começar Grátis" })).toHaveAttribute("href", "/login");
    const position = await landing.header.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe("sticky");
    await page.mouse.wheel(0, 3000);
    await expect(landing.header).toBeInViewport();
  });

  test("shows measured figures, sections in order and three testimonials", async ({ page }) => {
    // The figures are the database's, rounded down: the workflows one matches the public catalogue's total.
    await page.goto("/fluxos");
    const found = await page.getByText(/fluxo\(s\) encontrado\(s\)/).innerText();
    const total = Number(found.match(/([\d.]+) fluxo/)![1]!.replaceAll(".", ""));
    await new LandingPage(page).goto();
    const figures = await page.locator("#hero-titulo ~ dl dd").allInnerTexts();
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(figure).toMatch(/^\d{1,3}(\.\d{3})*\+?$/);
    const step = 10 ** Math.max(1, Math.floor(Math.log10(total)) - 1);
    expect(figures[0]).toBe(`${(Math.floor(total / step) * step).toLocaleString("pt-BR")}+`);
    const order = await page.evaluate(() => ["como-funciona", "recursos", "faq"].map((id) => document.getElementById(id)!.getBoundingClientRect().top));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.locator("#depoimentos figure blockquote")).toHaveCount(3);
  });

  test("FAQ accordion has five questions and keeps one open at a time, also from the keyboard", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.goto();
    const triggers = landing.faqTriggers();
    const items = landing.faq.locator("details");
    await expect(triggers).toHaveCount(5);
    const openOnes = () => items.evaluateAll((els) => els.flatMap((e, i) => ((e as HTMLDetailsElement).open ? [i] : [])));
    expect(await openOnes()).toEqual([0]);
    await expect(items.nth(0).locator("p")).toBeVisible();
    await expect(items.nth(2).locator("p")).toBeHidden();

    await triggers.nth(2).click();
    await expect(items.nth(2).locator("p")).toBeVisible();
    expect(await openOnes()).toEqual([2]);
    // The opening answer pushes the questions below it down: act on the next one once it has settled.
    await page.locator("#faq").evaluate((faq) => Promise.all(faq.getAnimations({ subtree: true }).map((a) => a.finished)));
    await triggers.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(4).locator("p")).toBeVisible();
    expect(await openOnes()).toEqual([4]);
    await page.keyboard.press("Space");
    await expect(items.nth(4).locator("p")).toBeHidden();
    expect(await openOnes()).toEqual([]);
  });

  for (const name of ["Termos de Uso", "Política de Privacidade"] as const) {
    test(`footer opens the '${name}' dialog and 'Fechar' closes it`, async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto();
      await landing.footerButton(name).click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(name === "Termos de Uso" ? "18" : "LGPD");
      await dialog.getByRole("button", { name: "Fechar" }).last().click();
      await expect(dialog).toBeHidden();
      // The dialog's code loads on demand; closing must still give the focus back to the footer link.
      await expect(landing.footerButton(name)).toBeFocused();
    });
  }

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`renders without horizontal overflow or serious a11y issues at ${viewport.name}px, ${theme}`, { tag: "@ui" }, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await new LandingPage(page).goto();
        await expect(page.locator("html")).toHaveClass(new RegExp(theme));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `landing-${viewport.name}-${theme}`);
      });
    }
  }
});
