import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, screenshot } from "./helpers";

// A rule that turns off every transition of the page, as the switch (and next-themes) writes it.
const NO_TRANSITIONS = /^\*,\s*\*::before/;

// Records every such rule added to the page and every CSS transition that starts, from
// before the first script: the theme switch must restyle the page once, at once, and a page load
// not at all (the stored theme is applied before the first paint).
async function watchThemeSwitches(page: Page) {
  await page.addInitScript((pattern) => {
    const noTransitions = new RegExp(pattern);
    const w = window as unknown as { __noTransitionRules: number; __transitions: string[] };
    w.__noTransitionRules = 0;
    w.__transitions = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node.nodeName === "STYLE" && noTransitions.test(node.textContent ?? "")) w.__noTransitionRules++;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("transitionrun", (event) => w.__transitions.push(`${(event.target as Element).tagName} ${event.propertyName}`), true);
  }, NO_TRANSITIONS.source);
}

const readWatch = (page: Page) =>
  page.evaluate((pattern) => {
    const w = window as unknown as { __noTransitionRules: number; __transitions: string[] };
    const left = [...document.querySelectorAll("style")].filter((s) => new RegExp(pattern).test(s.textContent ?? "")).length;
    return { rules: w.__noTransitionRules, transitions: w.__transitions, left };
  }, NO_TRANSITIONS.source);

/** Forgets the transitions so far: a hover's own (the pointer on the switch) is not the switch's. */
async function settleHover(page: Page) {
  await page.waitForTimeout(400);
  await page.evaluate(() => ((window as unknown as { __transitions: string[] }).__transitions = []));
}

/** Switches with `control` (pointer already resting on it) and checks the class, the stored choice and that no transition ran. */
async function switchThemeWith(page: Page, control: Locator, theme: "light" | "dark") {
  await control.hover();
  await settleHover(page);
  await control.click();
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(theme);
  expect((await readWatch(page)).transitions).toEqual([]);
}

test.describe("theme switch", () => {
  test("the header's switch turns the page dark at once, is kept, and a page load restyles nothing", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await watchThemeSwitches(page);
    await page.goto("/fluxos");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect((await readWatch(page)).rules, "no transition-less restyle on load").toBe(0);

    const toggle = page.getByRole("button", { name: "Alternar tema claro/escuro" });
    // The hovered button and every card change colour, none of them through a transition.
    await switchThemeWith(page, toggle, "dark");
    await expect.poll(async () => (await readWatch(page)).left, { message: "the rule is removed after the switch" }).toBe(0);
    expect((await readWatch(page)).rules).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, "theme-switch-fluxos-1280-dark");

    // Kept across pages and reloads, applied before the first paint: no restyle on load.
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.waitForLoadState("networkidle");
    expect((await readWatch(page)).rules).toBe(0);

    // Back to light from the same button.
    await switchThemeWith(page, toggle, "light");
  });

  test("on a phone, the landing page's menu switches the theme and then offers the other one", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: "dark" });
    await watchThemeSwitches(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Abrir menu de navegação" }).click();
    await switchThemeWith(page, page.getByRole("menuitem", { name: "Usar tema claro" }), "light");
    // The menu closes after the choice (with an animation): a click before it is gone toggles it shut.
    await expect(page.getByRole("menuitem", { name: "Usar tema claro" })).toHaveCount(0);
    await page.getByRole("button", { name: "Abrir menu de navegação" }).click();
    await expect(page.getByRole("menuitem", { name: "Usar tema escuro" })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/theme-switch-landing-375-light-menu.png" });
    await page.keyboard.press("Escape");
  });
});
