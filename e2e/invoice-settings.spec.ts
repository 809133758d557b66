import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// Settings › Invoices (admin): the payment days, payment terms and remittance details printed on
// invoices and the sentence a credit note prints. Screenshots under e2e/.artifacts/.

test.afterAll(async () => {
  await sql(`UPDATE "AppConfig" SET "invoicePaymentDays" = 30, "invoiceRemittanceDetails" = '' WHERE id = 1`);
});

test("an admin sets the invoice payment terms", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/maintenance-mode");
  await waitForApp(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await waitForApp(page);

  const days = page.getByLabel("Payment days");
  const remittance = page.getByLabel("Remittance details");
  const save = page.getByRole("button", { name: "Save" });
  await expect(days).toHaveValue("30");
  await expect(page.getByLabel("Payment terms")).toHaveValue(/by the due date/);
  await expect(page.getByLabel("How the credit is returned")).toHaveValue(/credited/);
  await expect(save).toBeDisabled();

  await days.fill("400");
  await save.click();
  await expect(page.getByText("Payment days must be at most 365")).toBeVisible();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(days).toBeFocused();

  await days.fill("45");
  await remittance.fill("Harbor Bank, 100 Water Street, Boston MA 02109\nABA routing 011000138, account 4455667788");
  await save.click();
  await expect(page.getByTestId("snackbar")).toContainText("Invoice settings saved");
  await expect(save).toBeDisabled();
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `e2e/.artifacts/invoice-settings-${width}.png`, fullPage: true });
  }

  await page.reload();
  await expect(page.getByLabel("Payment days")).toHaveValue("45");
  await expect(page.getByLabel("Remittance details")).toHaveValue(
    "Harbor Bank, 100 Water Street, Boston MA 02109\nABA routing 011000138, account 4455667788",
  );
});
