import { expect, test } from "@playwright/test";
import { createBroker, E2E_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

test("a user reads their profile, changes time zone and password", async ({ page, browser }) => {
  const broker = await createBroker("profile");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, broker.email, E2E_PASSWORD);

  await signIn(page, broker.email, E2E_PASSWORD);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await waitForApp(page);
  await expect(page.getByText(broker.email)).toBeVisible();
  await expect(page.getByText("Brightline Brokers")).toBeVisible();

  // Time zone: the last sign-in is shown in the chosen zone.
  const [{ lastLoginAt }] = await sql<{ lastLoginAt: Date }>(`SELECT "lastLoginAt" FROM "User" WHERE id = $1`, [broker.id]);
  const inZone = (zone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(lastLoginAt);
  await expect(page.getByText(inZone("America/New_York"), { exact: false })).toBeVisible();
  await page.getByLabel("Time zone").selectOption("HST");
  await page.getByRole("button", { name: "Save time zone" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("Time zone saved");
  await expect(page.getByText(inZone("Pacific/Honolulu"), { exact: false })).toBeVisible();
  expect((await sql<{ timeZone: string }>(`SELECT "timeZone" FROM "User" WHERE id = $1`, [broker.id]))[0].timeZone).toBe("HST");

  // Password: the current one is required and checked; the rule applies; other sessions end.
  await page.getByLabel("Current password").fill("Not-My-Password-1!");
  await page.getByLabel("New password", { exact: true }).fill("Brand-New-Pass-9?");
  await page.getByLabel("Confirm new password").fill("Brand-New-Pass-9?");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("field-error")).toHaveText("The current password is not correct");
  await page.getByLabel("Current password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("snackbar").last()).toContainText("Your password has been changed");

  expect((await otherPage.request.get("/api/myself")).status()).toBe(401);
  expect((await page.request.get("/api/myself")).status()).toBe(200);
  const relogin = await page.request.post("/api/login", { data: { email: broker.email, password: "Brand-New-Pass-9?" } });
  expect(relogin.status()).toBe(200);
  await other.close();
});
