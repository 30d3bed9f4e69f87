import { expect, test } from "@playwright/test";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme as storeTheme } from "./helpers";

test("a typo is corrected with 'Você quis dizer', and the matched words are marked", async ({ page }) => {
  await page.goto("/fluxos?search=watsapp");
  await expect(page.getByText(/Mostrando resultados para “whatsapp” em vez de “watsapp”/)).toBeVisible();
  const suggestion = page.locator("main p", { hasText: "Você quis dizer" }).getByRole("link", { name: "whatsapp", exact: true });
  await expect(suggestion).toHaveAttribute("href", /search=whatsapp/);
  await expect(page.locator("main mark").first()).toBeVisible();
  expect((await page.locator("main mark").first().innerText()).toLowerCase()).toContain("whatsapp");
  await suggestion.click();
  await expect(page).toHaveURL(/search=whatsapp/);
  await expect(page.getByText(/Você quis dizer/)).toHaveCount(0);
});

test("stems, accents and plurals find the same flows, best match first", async ({ page }) => {
  const total = async (query: string) => {
    await page.goto(`/fluxos?${new URLSearchParams({ search: query })}`);
    const text = await page.getByText(/fluxo\(s\) encontrado\(s\)/).innerText();
    return Number(text.match(/([\d.]+) fluxo/)![1]!.replaceAll(".", ""));
  };
  const scheduling = await total("agendamento");
  expect(scheduling).toBeGreaterThan(0);
  expect(await total("agendar")).toBe(scheduling);
  expect(await total("automacoes")).toBe(await total("automação"));
  expect(await total("planilhas")).toBe(await total("planilha"));
  expect(await total("email")).toBe(await total("e-mail"));
  // Relevance is the sort while searching.
  await page.goto("/fluxos?search=agendamento");
  await page.getByRole("button", { name: "Filtros Avançados" }).click();
  await expect(page.getByLabel("Ordenar por")).toHaveValue("relevance");
});

test("suggestions as you type, from the keyboard, at both widths and themes", async ({ page }) => {
  test.slow();
  for (const theme of THEMES) {
    await storeTheme(page, theme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto("/fluxos");
      const box = page.getByRole("combobox", { name: "Buscar fluxos" });
      await box.click();
      await box.pressSequentially("whats", { delay: 40 });
      const list = page.getByRole("listbox", { name: "Sugestões de busca" });
      await expect(list).toBeVisible();
      const options = list.getByRole("option");
      expect(await options.count()).toBeGreaterThan(0);
      expect(await options.count()).toBeLessThanOrEqual(8);
      await screenshot(page, `busca-sugestoes-${viewport.name}-${theme}`);
      await expectNoSeriousA11yViolations(page);
      await box.press("ArrowDown");
      await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
      const lines = (await options.first().innerText())
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
      await box.press("Enter");
      await expect(page).toHaveURL(/search=/);
      // The box now holds the option's label (its other line says whether it is a tag or a flow).
      expect(lines).toContain(await box.inputValue());
    }
  }
});
