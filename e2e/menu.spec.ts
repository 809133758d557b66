import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support/db";
import { signIn } from "./support/session";

const ADMIN_MENU = [
  "Home",
  "Quotations",
  "Policies",
  "Claims",
  "Companies",
  "Users",
  "Statistics",
  "Bordereaux",
  "Claims bordereau",
  "State fees",
  "Rater",
  "Binders",
  "Maintenance mode",
  "Invoices",
  "Email outbox",
  "Weather observations",
];
const WORK_MENU = ["Home", "Quotations", "Policies", "Claims", "Statistics"];
const UNDERWRITER_MENU = ["Home", "Quotations", "Policies", "Claims", "Rater", "Statistics", "Bordereaux", "Claims bordereau"];

const ACCOUNTS: [string, string, string[], boolean][] = [
  ["admin@example.com", "Alex Admin", ADMIN_MENU, true],
  ["underwriter@example.com", "Uma Underwood", UNDERWRITER_MENU, true],
  ["broker@example.com", "Brooke Bright", WORK_MENU, true],
  ["broker.own@example.com", "Owen Ownes", WORK_MENU, true],
  ["broker@harbor.example.com", "Hana Harbor", WORK_MENU, true],
];

for (const [email, fullName, menu, canCreate] of ACCOUNTS) {
  test(`${email} sees their own menu`, async ({ page }) => {
    await signIn(page, email, DEMO_PASSWORD);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(menu);
    await expect(page.getByTestId("user-menu")).toContainText(fullName);
    await expect(page.getByRole("link", { name: "New quotation" })).toHaveCount(canCreate ? 1 : 0);
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  });
}
