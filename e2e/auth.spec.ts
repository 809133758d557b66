import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn, signOut, waitForApp } from "./support/session";

test("a visitor is sent to sign in and comes back to the page asked for", async ({ page }) => {
  await page.goto("/settings/maintenance-mode");
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fsettings%2Fmaintenance-mode/);
  await signIn(page, "admin@example.com", DEMO_PASSWORD, { landing: /\/settings\/maintenance-mode$/ });
  await expect(page.getByRole("heading", { name: "Maintenance mode" })).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText("Alex Admin");
});

test("signing out ends the session", async ({ page, context }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Welcome, Uma" })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "portal.session-token");
  expect(session?.httpOnly).toBe(true);
  await signOut(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login/);
  // The old cookie no longer opens the portal either.
  await context.addCookies([session!]);
  const response = await page.request.get("/api/myself");
  expect(response.status()).toBe(401);
});

test("wrong credentials and empty fields show messages and do not sign in", async ({ page }) => {
  await page.goto("/auth/login");
  await waitForApp(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("field-error")).toHaveCount(2);
  await expect(page.getByTestId("field-error").first()).toHaveText("This field is required");
  await page.getByLabel("Email").fill("broker@example.com");
  await page.getByLabel("Password").fill("Not-The-Password-1!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the login page is only shown when signed out", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto("/auth/login?redirectTo=%2Fquotation");
  await expect(page).toHaveURL(/\/quotation$/);
  await page.goto("/auth/login?redirectTo=https%3A%2F%2Fevil.example");
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test("the home page shows what needs the user's attention", async ({ page }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Needs my attention" })).toBeVisible();
  await expect(page.getByTestId("attention-q-READY")).toContainText("Ready to pre-bind");
  await expect(page.getByRole("link", { name: "New quotation" })).toBeVisible();
});
