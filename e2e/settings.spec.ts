import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// Settings (admin only): state fees, rater configuration and binders, with their history; and
// what underwriters and brokers get instead.

test.afterAll(async () => {
  // Leave the rater options as the seed wrote them for any spec that runs later.
  await sql(`UPDATE "AppConfig" SET "minimumPremium" = 250, "maximumRate" = 0.5, "lightningFee" = 250 WHERE id = 1`);
});

test("an admin searches the state fees by code and name, and the email outbox by recipient and subject", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/state-fees");
  await waitForApp(page);
  const fees = page.getByRole("table", { name: "State fees" });
  const search = page.getByRole("search").getByLabel("Search");
  await expect(page.getByTestId("state-fees-count")).toHaveText("51 states");
  await search.fill("ky");
  await expect(fees.getByRole("row").nth(1)).toContainText("Kentucky");
  await search.fill("carolina");
  await expect(fees.getByRole("row")).toHaveCount(3);
  await expect(page.getByTestId("state-fees-count")).toHaveText("2 of 51 states");
  await search.fill("atlantis");
  await expect(page.getByTestId("empty-state")).toContainText("No state matches “atlantis”");
  await search.fill("");
  await expect(fees.getByRole("row")).toHaveCount(52);

  // The outbox pages on the server: the search goes into the URL and keeps the status filter.
  const tag = `outbox${Date.now().toString(36)}`;
  await sql(
    `INSERT INTO "EmailOutbox" ("to", subject, html, text, template, status) VALUES
     ($1, $2, '<p>x</p>', 'x', 'test', 'STORED'), ($3, $4, '<p>x</p>', 'x', 'test', 'SENT')`,
    [[`Robin.${tag}@Example.com`], "Your quotation is ready", [`kim@${tag}.example`], `Policy bound ${tag}`],
  );
  await page.goto("/settings/email-outbox");
  await waitForApp(page);
  await page.getByRole("search").getByLabel("Search").fill(`robin.${tag.toUpperCase()}`);
  await page.getByRole("search").getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=robin.${tag.toUpperCase()}`));
  const emails = page.locator("li summary");
  await expect(emails).toHaveCount(1);
  await expect(emails).toContainText("Your quotation is ready");
  await page.getByRole("search").getByLabel("Search").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(emails).toHaveCount(2);
  await page.getByRole("group", { name: "Filter by status" }).getByRole("link", { name: "Sent" }).click();
  await expect(page).toHaveURL(new RegExp(`status=SENT&q=${tag}`));
  await expect(emails).toHaveCount(1);
  await expect(emails).toContainText(`Policy bound ${tag}`);
  await expect(page.getByRole("search").getByLabel("Search")).toHaveValue(tag);
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(page).toHaveURL(/\/settings\/email-outbox\?status=SENT$/);
});

test("an admin edits a state fee and sees its history", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.getByRole("link", { name: "State fees" }).click();
  await expect(page.getByRole("heading", { name: "State fees" })).toBeVisible();
  await waitForApp(page);
  const row = page.getByRole("row", { name: /Alabama/ });
  await expect(row).toContainText("6.00%");

  await row.getByRole("button", { name: "Edit Alabama" }).click();
  const dialog = page.getByRole("dialog", { name: "Alabama (AL)" });
  await expect(dialog.getByLabel("Tax (%)")).toHaveValue("6");
  await dialog.getByLabel("Tax (%)").fill("150");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("Tax cannot exceed 100%");

  await dialog.getByLabel("Tax (%)").fill("3.75");
  await dialog.getByLabel("Description").fill("Premium tax 3.75% <b>set in e2e</b>");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("snackbar")).toContainText("Alabama: state fee saved");
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("3.75%");
  await expect(row).toContainText("Premium tax 3.75% <b>set in e2e</b>");

  await row.getByRole("button", { name: "Edit Alabama" }).click();
  const event = dialog.getByTestId("audit-event").first();
  await expect(event).toContainText("Changed by Alex Admin");
  await expect(event).toContainText("Tax");
  await expect(event).toContainText("6.00%");
  await expect(event).toContainText("3.75%");
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("an admin edits the rater settings in whole dollars and percent", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/rater");
  await expect(page.getByTestId("rater-minimumPremium")).toHaveText("$250");
  await expect(page.getByTestId("rater-maximumRate")).toHaveText("50.00%");
  await waitForApp(page);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit rater settings" })).toBeVisible();

  await expect(page.getByLabel("Minimum premium")).toHaveValue("250");
  await expect(page.getByLabel("Minimum rate")).toHaveValue("2.00");
  await page.getByLabel("Minimum premium").fill("1250.50");
  await page.getByLabel("Minimum rate").fill("60");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Minimum premium must be in whole dollars")).toBeVisible();
  await expect(page.getByText("Minimum rate cannot be above maximum rate")).toBeVisible();

  await page.getByLabel("Minimum premium").fill("1,250");
  await page.getByLabel("Minimum rate").fill("2.00");
  await page.getByLabel("Maximum rate").fill("45.25");
  await page.getByLabel("Lightning fee").fill("275");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page).toHaveURL(/\/settings\/rater$/);
  await expect(page.getByTestId("snackbar")).toContainText("Rater settings saved");
  await expect(page.getByTestId("rater-minimumPremium")).toHaveText("$1,250");
  await expect(page.getByTestId("rater-maximumRate")).toHaveText("45.25%");
  await expect(page.getByTestId("rater-minimumRate")).toHaveText("2.00%");
  await expect(page.getByTestId("rater-lightningFee")).toHaveText("$275");
  const event = page.getByRole("list", { name: "History" }).getByTestId("audit-event").first();
  await expect(event).toContainText("Changed by Alex Admin");
  await expect(event).toContainText("Minimum premium");
  await expect(event).toContainText("$1,250");
  await expect(event).toContainText("45.25%");
  await expect(event).not.toContainText("Minimum rate");

  const config = await (await page.request.get("/api/config")).json();
  expect(config.data).toMatchObject({ minimumPremium: "1250.00", maximumRate: "0.4525", minimumRate: "0.02", lightningFee: "275.00" });
});

test("an admin creates a binder, is told when until is not after from, and removes it", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto("/settings/binders");
  await waitForApp(page);
  await page.getByRole("button", { name: "Create binder" }).click();
  const dialog = page.getByRole("dialog", { name: "Create binder" });
  await dialog.getByLabel("Unique market reference").fill("b0999e2e202801");
  await dialog.getByLabel("Value").fill("1,000,000");
  await dialog.getByLabel("From").fill("2028-06-01");
  await dialog.getByLabel("Until").fill("2028-05-01");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("Must be later than 'From' date");

  await dialog.getByLabel("Until").fill("2029-05-31");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByTestId("snackbar")).toContainText("Binder B0999E2E202801 created");
  const row = page.getByRole("row", { name: /B0999E2E202801/ });
  await expect(row).toContainText("$1,000,000.00");
  await expect(row).toContainText("06/01/2028");
  await expect(row.getByRole("progressbar", { name: "Capacity used" })).toHaveAttribute("aria-valuenow", "0");

  // The same reference again is refused at the field.
  await page.getByRole("button", { name: "Create binder" }).click();
  await dialog.getByLabel("Unique market reference").fill("B0999E2E202801");
  await dialog.getByLabel("Value").fill("5");
  await dialog.getByLabel("From").fill("2028-01-01");
  await dialog.getByLabel("Until").fill("2028-12-31");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog.getByTestId("field-error")).toHaveText("A binder with this unique market reference already exists");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await row.getByRole("button", { name: "Remove B0999E2E202801" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove binder B0999E2E202801?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("snackbar").last()).toContainText("Binder B0999E2E202801 removed");
  await expect(row).toHaveCount(0);
});

test("a binder that a policy uses cannot be removed", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  const created = await page.request.post("/api/binder", {
    data: { uniqueMarketReference: "B0999E2EUSED", value: 2000000, from: "2028-01-01", until: "2028-12-31" },
  });
  expect(created.status()).toBe(200);
  const binderId = (await created.json()).data.id as number;
  const [broker] = await sql<{ id: number; companyId: number }>(`SELECT id, "companyId" FROM "User" WHERE email = 'broker@example.com'`);
  const [q] = await sql<{ id: number }>(
    `INSERT INTO "Quotation" ("quotationNumber", "brokerCompanyId", "brokerUserId", "createdById", status, "insuredName", "updatedAt")
     VALUES ('Q-E2E-BINDER', $1, $2, $2, 'BOUND', 'E2E Insured', now()) RETURNING id`,
    [broker.companyId, broker.id],
  );
  const [v] = await sql<{ id: number }>(
    `INSERT INTO "QuotationVersion" ("quotationId", "versionNumber", status, "updatedAt") VALUES ($1, 1, 'BOUND', now()) RETURNING id`,
    [q.id],
  );
  await sql(
    `INSERT INTO "Policy" ("policyNumber", "quotationId", "quotationVersionId", "brokerCompanyId", "brokerUserId", "binderId", "insuredName", kind, "itemName", "dateFrom", "dateUntil", "aggregateLimit", premium, "updatedAt")
     VALUES ('P-E2E-BINDER', $1, $2, $3, $4, $5, 'E2E Insured', 'EVENT', 'E2E Fair', '2028-07-01', '2028-07-02', 500000, 9000, now())`,
    [q.id, v.id, broker.companyId, broker.id, binderId],
  );
  try {
    await page.goto("/settings/binders");
    await waitForApp(page);
    const row = page.getByRole("row", { name: /B0999E2EUSED/ });
    await expect(row).toContainText("$500,000.00");
    await expect(row.getByRole("progressbar", { name: "Capacity used" })).toHaveAttribute("aria-valuenow", "25");
    await row.getByRole("button", { name: "Remove B0999E2EUSED" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(page.getByTestId("snackbar").last()).toHaveText("Could not remove binder");
    await expect(row).toBeVisible();
    const direct = await page.request.delete(`/api/binder/${binderId}`);
    expect(direct.status()).toBe(409);
    expect(await direct.json()).toEqual({ error: { code: "CONFLICT", message: "Could not remove binder" } });
  } finally {
    await sql(`DELETE FROM "Policy" WHERE "policyNumber" = 'P-E2E-BINDER'`);
    await sql(`DELETE FROM "Quotation" WHERE id = $1`, [q.id]);
  }
});

test("underwriters and brokers get neither the settings pages nor the calls", async ({ page }) => {
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  // Underwriters read the rater settings and use its sandbox, but do not edit them.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Rater" }).click();
  await expect(page.getByRole("heading", { name: "Try the rater" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  for (const path of ["/settings/rater/edit", "/settings/state-fees", "/settings/binders"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  }
  const put = await page.request.put("/api/state-fees/1", { data: { tax: 0.01, description: "not mine to change" } });
  expect(put.status()).toBe(403);
  expect((await put.json()).error.code).toBe("FORBIDDEN");
  expect(
    (
      await page.request.post("/api/binder", { data: { uniqueMarketReference: "X", value: 1, from: "2028-01-01", until: "2028-02-01" } })
    ).status(),
  ).toBe(403);
  expect((await page.request.delete("/api/binder/1")).status()).toBe(403);
  expect((await page.request.get("/api/audit-event?subjectType=StateFee&subjectId=1")).status()).toBe(403);
  // Notes are for everyone, on records they may read: an unknown quotation is not found.
  const notes = await page.request.get("/api/note?quotationId=999999");
  expect(notes.status()).toBe(404);
  expect((await notes.json()).error.code).toBe("RESOURCE_NOT_FOUND");

  const [fee] = await sql<{ description: string }>(`SELECT description FROM "StateFee" WHERE id = 1`);
  expect(fee.description).not.toBe("not mine to change");

  await page.context().clearCookies();
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await page.goto("/settings/state-fees");
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  expect((await page.request.put("/api/state-fees/1", { data: { tax: 0.01, description: "x" } })).status()).toBe(403);
});
