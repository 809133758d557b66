import { expect, type Page } from "@playwright/test";

export async function waitForApp(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor();
  // Next 16 / React 19 sometimes keeps the server-rendered page beside a freshly mounted client copy
  // for a moment after hydration (vercel/next.js#95636, #98595); wait until one page is left.
  await page.waitForFunction(
    () => document.querySelectorAll("h1").length <= 1 && document.querySelectorAll("main").length <= 1,
    undefined,
    { timeout: 15_000 },
  );
}

/** Signs in through the login page and waits for the portal shell. */
export async function signIn(page: Page, email: string, password: string, { landing = /\/$/ }: { landing?: RegExp } = {}) {
  if (!page.url().includes("/auth/login")) await page.goto("/auth/login");
  await waitForApp(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(landing);
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await page.waitForURL(/\/auth\/login/);
}
