import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD, E2E_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { gifHeader, logoPng, png } from "../tests/support/images";

const unique = () => randomBytes(3).toString("hex").toUpperCase();
const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

async function login(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post("/api/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

test("an admin creates a company through the form, edits it, uploads a logo and reads the history", async ({ page }) => {
  const suffix = unique();
  const name = `Lakeside Insurance ${suffix}`;
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" }).click();
  await page.getByRole("link", { name: "Create company" }).click();
  await expect(page).toHaveURL(/\/companies\/create$/);
  await waitForApp(page);

  // The spec's messages, under the fields, before anything is sent.
  await page.getByLabel("Commission (%)").fill("twelve");
  await page.getByLabel("ZIP code").fill("606");
  await page.getByRole("button", { name: "Create company" }).click();
  await expect(fieldError(page, "name")).toHaveText("This field is required");
  await expect(fieldError(page, "role")).toHaveText("Choose a role");
  await expect(fieldError(page, "commission")).toHaveText("Commission must be a number");
  await expect(fieldError(page, "zipCode")).toHaveText("ZIP code must have 5 digits");

  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByLabel("Agency code").fill("bright01");
  await page.getByLabel("Email").fill(`office-${suffix.toLowerCase()}@lakeside.example.com`);
  await page.getByLabel("Role").selectOption("BROKER");
  await page.getByLabel("Commission (%)").fill("12.5");
  await page.getByLabel("Street").fill("1 Lake Shore Drive");
  await page.getByLabel("City").fill("Chicago");
  await page.getByLabel("State").selectOption("IL");
  await page.getByLabel("ZIP code").fill("60611");
  // A square logo: the company is saved all the same, with a warning.
  await page.getByLabel("Logo").setInputFiles({ name: "square.png", mimeType: "image/png", buffer: png(200, 200) });
  await page.getByRole("button", { name: "Create company" }).click();

  // The agency code is taken (case does not matter): the server's answer is shown at the field.
  await expect(fieldError(page, "agencyCode")).toHaveText("This agency code is already used by another company");
  await expect(page).toHaveURL(/\/companies\/create$/);
  await page.getByLabel("Agency code").fill(`lake${suffix}`);
  await page.getByRole("button", { name: "Create company" }).click();

  await expect(page).toHaveURL(/\/companies\/\d+$/);
  const companyId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("logo-warning")).toContainText(
    "Company saved, but the logo was rejected: The logo must have a 3:2 ratio (e.g. 300 × 200 pixels); this image is 200 × 200",
  );
  const details = page.getByTestId("company-details");
  await expect(details).toContainText(`LAKE${suffix}`);
  await expect(details).toContainText("12.50%");
  await expect(details).toContainText("Chicago, Illinois 60611");

  // Edit: the commission is kept with two decimals.
  await waitForApp(page);
  const edit = page.getByRole("form", { name: "Edit company" });
  await edit.getByLabel("Commission (%)").fill("15.255");
  await edit.getByLabel("City").fill("Evanston");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("snackbar").last()).toContainText("Company saved");
  await expect(details).toContainText("15.26%");
  await expect(details).toContainText("Evanston, Illinois 60611");
  await expect(edit.getByLabel("Commission (%)")).toHaveValue("15.26");

  // A wrong logo is explained at the field; a 3:2 PNG replaces the empty frame.
  const logoCard = page.getByRole("form", { name: "Upload logo" });
  await logoCard.getByLabel("Logo file").setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: gifHeader(300, 200) });
  await logoCard.getByRole("button", { name: "Upload logo" }).click();
  await expect(fieldError(page, "logo-file")).toHaveText("The logo must be a PNG or JPEG image");
  await logoCard.getByLabel("Logo file").setInputFiles({ name: "lakeside.png", mimeType: "image/png", buffer: logoPng(300, 200) });
  await logoCard.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByTestId("snackbar").last()).toContainText("Logo uploaded");
  await expect.poll(() => page.getByTestId("logo-preview").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  await expect(page.getByText("lakeside.png", { exact: true })).toBeVisible();

  // The history: who changed what, from what to what.
  const history = page.getByRole("list", { name: "History" });
  await expect(history.getByTestId("audit-event")).toHaveCount(3);
  const events = history.getByTestId("audit-event");
  await expect(events.nth(0)).toContainText("Logo changed");
  await expect(events.nth(0)).toContainText("lakeside.png (300 × 200)");
  await expect(events.nth(1)).toContainText("Changed");
  await expect(events.nth(1)).toContainText("by Alex Admin");
  await expect(events.nth(1).getByRole("row", { name: /Commission/ })).toContainText("12.50");
  await expect(events.nth(1).getByRole("row", { name: /Commission/ })).toContainText("15.26");
  await expect(events.nth(2)).toContainText("Created");
  // Labels, never the internal names of actions and fields.
  await expect(history).not.toContainText("company.");
  await expect(history).not.toContainText("agencyCode");

  // The list links each row to its company.
  await page.goto(`/companies?q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}$`));
});

test("disabling a company asks first, then signs its users out", async ({ page, browser }) => {
  const suffix = unique();
  const [company] = await sql<{ id: number }>(
    `INSERT INTO "Company" (name, "agencyCode", role, commission, "updatedAt") VALUES ($1, $2, 'BROKER', 10, now()) RETURNING id`,
    [`Riverside Brokers ${suffix}`, `RIVER${suffix}`],
  );
  const email = `river-${suffix.toLowerCase()}@e2e.example`;
  const passwordHash = await hash(E2E_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await sql(
    `INSERT INTO "User" ("firstName", "lastName", email, "passwordHash", role, "companyId", status, "updatedAt")
     VALUES ('Rita', 'River', $1, $2, 'ROLE_BROKER', $3, 'ACTIVE', now())`,
    [email, passwordHash, company.id],
  );
  const brokerContext = await browser.newContext();
  const broker = brokerContext.request;
  await login(broker, email, E2E_PASSWORD);
  expect((await broker.get("/api/myself")).status()).toBe(200);

  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await page.goto(`/companies/${company.id}`);
  await waitForApp(page);
  const edit = page.getByRole("form", { name: "Edit company" });
  await edit.getByRole("switch", { name: "Enabled" }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Disable this company?" });
  await expect(dialog).toContainText("Its user is signed out at once");
  await dialog.getByRole("button", { name: "Disable company" }).click();
  await expect(page.getByTestId("snackbar").last()).toContainText("Company saved");
  await expect(page.getByTestId("company-status")).toHaveText("Disabled");

  expect((await broker.get("/api/myself")).status()).toBe(401);
  const again = await broker.post("/api/login", { data: { email, password: E2E_PASSWORD } });
  expect(again.status()).toBe(403);
  expect((await again.json()).error.code).toBe("ACCOUNT_DISABLED");
  await brokerContext.close();
});

test("brokers and underwriters get the forbidden page and 403 FORBIDDEN", async ({ page, request }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Companies" })).toHaveCount(0);
  for (const path of ["/companies/1", "/companies/create", "/companies"]) {
    await page.goto(path);
    await expect(page.getByTestId("forbidden")).toContainText("You do not have access to this page");
  }

  const logo = png(300, 200);
  for (const email of ["broker@example.com", "underwriter@example.com"]) {
    await login(request, email);
    const calls = [
      await request.get("/api/company/1"),
      await request.post("/api/company", { data: { name: "Mine now", role: "BROKER", commission: 1 } }),
      await request.patch("/api/company/1", { data: { commission: 99 } }),
      await request.put("/api/company/1/logo", { multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: logo } } }),
    ];
    for (const response of calls) {
      expect(response.status()).toBe(403);
      expect((await response.json()).error.code).toBe("FORBIDDEN");
    }
  }
  const [row] = await sql<{ commission: string; n: string }>(
    `SELECT commission::text, (SELECT count(*) FROM "Company" WHERE name = 'Mine now')::text AS n FROM "Company" WHERE id = 1`,
  );
  expect(row).toEqual({ commission: "0.00", n: "0" });
});

test("the logo calls: multipart upload checked from the bytes, image served to admins and the company's own users only", async ({
  request,
  playwright,
}) => {
  await login(request, "admin@example.com");
  const created = await request.post("/api/company", { data: { name: `Logo Calls ${unique()}`, role: "BROKER", commission: "7.005" } });
  expect(created.status()).toBe(201);
  const company = (await created.json()).data;
  expect(company.commission).toBe("7.01");

  const renamed = await request.put(`/api/company/${company.id}/logo`, {
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not an image") } },
  });
  expect(renamed.status()).toBe(400);
  expect(await renamed.json()).toEqual({
    error: {
      code: "VALIDATION_FAILURE",
      message: "The logo must be a PNG or JPEG image",
      details: [{ path: "file", message: "The logo must be a PNG or JPEG image" }],
    },
  });
  const tooBig = await request.put(`/api/company/${company.id}/logo`, {
    multipart: { file: { name: "big.png", mimeType: "image/png", buffer: Buffer.concat([png(300, 200), Buffer.alloc(3 * 1024 * 1024)]) } },
  });
  expect((await tooBig.json()).error.details).toEqual([{ path: "file", message: "The logo must be at most 3 MB" }]);

  const bytes = logoPng(300, 200);
  const uploaded = await request.put(`/api/company/${company.id}/logo`, {
    multipart: { file: { name: "brand.png", mimeType: "image/png", buffer: bytes } },
  });
  expect(uploaded.status()).toBe(200);
  const { logo } = (await uploaded.json()).data;
  expect(logo).toMatchObject({ fileName: "brand.png", contentType: "image/png", size: bytes.length });

  const broker = await playwright.request.newContext({ baseURL: new URL(created.url()).origin });
  expect((await broker.get(logo.url)).status()).toBe(401);
  // A user of another company learns nothing about this company, not even that it has a logo.
  await login(broker, "broker@example.com");
  const refused = await broker.get(logo.url);
  expect(refused.status()).toBe(404);
  expect((await refused.json()).error).toMatchObject({ code: "RESOURCE_NOT_FOUND", message: "Company not found" });
  await broker.dispose();

  const served = await request.get(logo.url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(served.headers()["cache-control"]).toMatch(/^private/);
  expect(Buffer.compare(await served.body(), bytes)).toBe(0);
  const revalidated = await request.get(`/api/company/${company.id}/logo`, { headers: { "If-None-Match": served.headers()["etag"] } });
  expect(revalidated.status()).toBe(304);
});
