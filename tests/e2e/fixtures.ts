import { test as base, type Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_USER, signIn } from "./helpers";

/**
 * `test` with pages already signed in as the demo accounts (through the API, like `signIn`):
 * `async ({ adminPage: page }) => …` starts on a blank page whose context holds the admin's session.
 */
export const test = base.extend<{ adminPage: Page; memberPage: Page }>({
  adminPage: async ({ page }, provide) => {
    await signIn(page, DEMO_ADMIN);
    await provide(page);
  },
  memberPage: async ({ page }, provide) => {
    await signIn(page, DEMO_USER);
    await provide(page);
  },
});

export { expect } from "@playwright/test";
