import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { THEMES, VIEWPORTS, expectNoSeriousA11yViolations, screenshot, useTheme, signIn } from "./helpers";

const PLATFORMS = ["N8N", "TYPEBOT", "MAKE"] as const;

/** A seeded flow of the tool, preferring one with several steps so the diagram shows connections. */
async function flowOf(page: Page, platform: (typeof PLATFORMS)[number]): Promise<string> {
  const res = await page.request.get(`/api/flows?platform=${platform}&limit=1&sortBy=downloadCount`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { flows: { id: string }[] };
  expect(body.flows.length).toBeGreaterThan(0);
  return body.flows[0]!.id;
}

test.describe("workflow preview", () => {
  for (const platform of PLATFORMS) {
    test(`draws the ${platform} diagram and its facts on the page and in the dialog`, async ({ adminPage: page }) => {
      const id = await flowOf(page, platform);

      await page.goto(`/flow/${id}`);
      await page.getByRole("heading", { name: "Visualização" }).scrollIntoViewIfNeeded();
      await expect(page.getByLabel(/^Diagrama do fluxo com/)).toBeVisible();
      const nodes = page.locator(".react-flow__node");
      await expect(nodes.first()).toBeVisible();
      expect(await nodes.count()).toBeGreaterThan(1);
      await expect(page.locator(".react-flow__edge").first()).toBeAttached();
      await expect(page.getByRole("heading", { name: "O que este fluxo precisa" })).toBeVisible();
      await expect(page.getByText("Complexidade", { exact: true })).toBeVisible();

      // Keyboard: the steps are focusable and the zoom controls answer.
      await nodes.first().focus();
      await expect(nodes.first()).toBeFocused();
      await page.getByRole("button", { name: "Aproximar" }).click();
      // The same steps as text, for screen readers: numbered, in reading order.
      await page.getByText("Etapas do fluxo").click();
      await expect(page.locator("details[open] ol > li").first()).toContainText(/^1\. /);
      expect(await page.locator("details[open] ol > li").count()).toBe(await nodes.count());
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/dashboard?fluxo=${id}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("img", { name: /Miniatura do fluxo com/ })).toBeVisible();
      await dialog.getByRole("button", { name: "Ver diagrama completo" }).click();
      await expect(dialog.getByRole("tab", { name: "Visualização" })).toHaveAttribute("aria-selected", "true");
      await expect(dialog.locator(".react-flow__node").first()).toBeVisible();
    });
  }

  for (const theme of THEMES) {
    for (const viewport of VIEWPORTS) {
      test(`screenshots of the three tools' diagrams, ${theme} at ${viewport.name} px`, { tag: "@ui" }, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await useTheme(page, theme);
        await signIn(page);
        for (const platform of PLATFORMS) {
          const id = await flowOf(page, platform);
          await page.goto(`/flow/${id}`);
          // The diagram mounts as it nears the screen (on a phone, below the about, safety and facts cards).
          await page.getByRole("heading", { name: "Visualização" }).scrollIntoViewIfNeeded();
          await expect(page.locator(".react-flow__node").first()).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          // The diagram opens on the start of the flow: its leftmost step is inside the canvas, never cut off.
          await expect
            .poll(() =>
              page.evaluate(() => {
                const canvas = document.querySelector(".react-flow")!.getBoundingClientRect();
                const lefts = Array.from(document.querySelectorAll(".react-flow__node"), (n) => n.getBoundingClientRect().left);
                return Math.min(...lefts) >= canvas.left - 1 && Math.min(...lefts) < canvas.right;
              }),
            )
            .toBe(true);
          await screenshot(page, `preview-${platform.toLowerCase()}-${theme}-${viewport.name}`);
        }
      });
    }
  }
});
