import { expect, test } from "@playwright/test";
import { createBroker, E2E_PASSWORD } from "./support/db";
import { linkIn, mailCount, waitForMail } from "./support/mailbox";
import { signIn, waitForApp } from "./support/session";

test("forgot password: the emailed link sets a new password once", async ({ page }) => {
  const broker = await createBroker("reset");
  const since = new Date();
  await page.goto("/auth/login");
  await waitForApp(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password/);
  await waitForApp(page);
  await page.getByLabel("Email").fill(broker.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("recovery-sent")).toContainText("If an account exists for this address");

  const mail = await waitForMail(broker.email, since);
  expect(mail.raw).toMatch(/Subject: Reset your Weather Event Portal password/);
  const link = linkIn(mail, "/auth/password-reset?token=");
  expect(link.startsWith(`${new URL(page.url()).origin}/auth/password-reset?token=`)).toBe(true);

  await page.goto(link);
  await waitForApp(page);
  await page.getByLabel("New password", { exact: true }).fill("weakpass");
  await page.getByLabel("Confirm new password").fill("different");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("field-error").first()).toContainText("at least 8 characters");
  await expect(page.getByTestId("field-error").nth(1)).toHaveText("Passwords must match");

  await page.getByLabel("New password", { exact: true }).fill("Fresh-Start-2026!");
  await page.getByLabel("Confirm new password").fill("Fresh-Start-2026!");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("reset-done")).toBeVisible();

  // The link works once.
  await page.goto(link);
  await waitForApp(page);
  await page.getByLabel("New password", { exact: true }).fill("Second-Try-2026!");
  await page.getByLabel("Confirm new password").fill("Second-Try-2026!");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("form-error")).toContainText("Your reset token has expired.");

  // The old password no longer works; the new one does.
  const old = await page.request.post("/api/login", { data: { email: broker.email, password: E2E_PASSWORD } });
  expect(old.status()).toBe(401);
  await page.goto("/auth/login");
  await signIn(page, broker.email, "Fresh-Start-2026!");
});

test("an unknown address gets the same answer and no email", async ({ page }) => {
  const email = "nobody-at-all@e2e.example";
  await page.goto("/auth/forgot-password");
  await waitForApp(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("recovery-sent")).toBeVisible();
  await page.waitForTimeout(1500);
  expect(mailCount(email)).toBe(0);
});

test("a reset page without a valid token says so", async ({ page }) => {
  await page.goto("/auth/password-reset?token=forged-token");
  await waitForApp(page);
  await page.getByLabel("New password", { exact: true }).fill("Fresh-Start-2026!");
  await page.getByLabel("Confirm new password").fill("Fresh-Start-2026!");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("form-error")).toContainText("Your reset token has expired.");
});
