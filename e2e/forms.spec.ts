import { expect, test } from "@playwright/test";
import { eventForm, signInApi } from "./support/api-client";
import { createBroker, DEMO_PASSWORD, E2E_PASSWORD } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// The small forms without react-hook-form (useSchemaForm): refused at submit with the first field
// in the form's order focused, then each field checked again at its changes; the save buttons wait
// for a change.

test("the profile forms check at submit, then at each change", async ({ page }) => {
  const broker = await createBroker("forms");
  await signIn(page, broker.email, E2E_PASSWORD);
  await page.goto("/profile");
  await waitForApp(page);

  const timeZone = page.getByLabel("Time zone");
  const saveTimeZone = page.getByRole("button", { name: "Save time zone" });
  const first = await timeZone.inputValue();
  await expect(saveTimeZone).toBeDisabled();
  await timeZone.selectOption("HST");
  await expect(saveTimeZone).toBeEnabled();
  await timeZone.selectOption(first);
  await expect(saveTimeZone).toBeDisabled();

  const current = page.getByLabel("Current password");
  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(current).toBeFocused();
  for (const field of [current, password, confirm]) await expect(field).toHaveAttribute("aria-invalid", "true");
  await current.fill("Not-My-Password-1!");
  await expect(current).toHaveAttribute("aria-invalid", "false");
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await password.fill("Brand-New-Pass-9?");
  await confirm.fill("Brand-New-Pass-8?");
  await expect(page.getByText("Passwords must match")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(confirm).toBeFocused();
  await confirm.fill("Brand-New-Pass-9?");
  await expect(page.getByText("Passwords must match")).toHaveCount(0);
});

test("the maintenance message is refused when too long, and checked again as it is fixed", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/maintenance-mode");
  await waitForApp(page);
  const message = page.getByLabel("Message shown to users");
  const save = page.getByRole("button", { name: "Save" });
  const first = await message.inputValue();
  await expect(save).toBeDisabled();
  await message.fill("x".repeat(501));
  await save.click();
  await expect(page.getByText("The message must have at most 500 characters")).toBeVisible();
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await message.fill("x".repeat(500));
  await expect(page.getByText("The message must have at most 500 characters")).toHaveCount(0);
  await message.fill(first);
  await expect(save).toBeDisabled();
});

test("a note is refused empty, then added with the chosen visibility kept", async ({ page }) => {
  const broker = await signInApi("broker@example.com");
  const quotation = await broker.submitted(eventForm(broker.id, { applicant: { name: "Notes Form Fair" } }));
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto(`/quotation/${quotation.id}/details`);
  await waitForApp(page);

  const content = page.getByLabel("New note");
  const visibility = page.getByLabel("Visibility");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(content).toBeFocused();
  await expect(content).toHaveAttribute("aria-invalid", "true");
  await content.fill("Tent booked for the rain date");
  await expect(content).toHaveAttribute("aria-invalid", "false");
  await visibility.selectOption({ label: "Only my company" });
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("Note added");
  await expect(content).toHaveValue("");
  await expect(visibility.locator("option:checked")).toHaveText("Only my company");
  await expect(page.getByTestId("note-content").first()).toHaveText("Tent booked for the rain date");
});

test("the rater settings focus the first wrong field in the form's order", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater/edit");
  await waitForApp(page);
  const save = page.getByRole("button", { name: "Save changes" });
  const premium = page.getByLabel("Minimum premium");
  const lightning = page.getByLabel("Lightning fee");
  const [firstPremium, firstLightning] = [await premium.inputValue(), await lightning.inputValue()];
  await expect(save).toBeDisabled();
  await lightning.fill("1.5");
  await premium.fill("1250.50");
  await save.click();
  await expect(page.getByText("Minimum premium must be in whole dollars")).toBeVisible();
  await expect(premium).toBeFocused();
  await premium.fill(firstPremium);
  await expect(page.getByText("Minimum premium must be in whole dollars")).toHaveCount(0);
  await expect(lightning).toHaveAttribute("aria-invalid", "true");
  await lightning.fill(firstLightning);
  await expect(save).toBeDisabled();
});
