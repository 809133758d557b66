import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createBroker, DEMO_PASSWORD, E2E_PASSWORD, sql } from "./support/db";
import { linkIn, mailCount, waitForMail } from "./support/mailbox";
import { signIn, waitForApp } from "./support/session";

const FORM_ERROR = "There was an error submitting your request. Please, check the form and try again.";
const HEADER = "firstName,lastName,email,role,permissionLevel,company";
const unique = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}@e2e.example`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

function snackbar(page: Page, text: string | RegExp) {
  return page.getByTestId("snackbar").filter({ hasText: text });
}

test("an admin creates a user, who sets a password from the emailed invitation and signs in", async ({ page, browser }) => {
  const email = unique("invitee");
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await open(page, "/users");
  await page.getByRole("link", { name: "Create user" }).click();
  await page.waitForURL(/\/users\/create$/);
  await waitForApp(page);

  // The shared schema checks the form before anything is sent.
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.locator("#firstName-error")).toHaveText("This field is required");
  await expect(page.locator("#companyId-error")).toHaveText("Choose a company");
  await expect(snackbar(page, FORM_ERROR)).toBeVisible();

  await page.getByLabel("First name").fill("Ivy");
  await page.getByLabel("Last name").fill("Invitee");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email.toUpperCase());
  await page.getByRole("combobox", { name: "Company", exact: true }).selectOption({ label: "Brightline Brokers (BRIGHT01)" });
  // Choosing the company sets the matching role; the server refuses a role that does not match.
  await expect(page.getByRole("combobox", { name: "Role", exact: true })).toHaveValue("ROLE_BROKER");
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("ROLE_UNDERWRITER");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.locator("#role-error")).toHaveText("Brightline Brokers is a broker company: choose the role Broker");
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("ROLE_BROKER");
  await page.getByLabel("Permission level").selectOption("VIEW_MY_INDICATIONS");
  await page.getByLabel("Access end date").fill("2099-12-31");
  await page.getByLabel("Time zone").selectOption("PST");

  const since = new Date();
  await page.getByRole("button", { name: "Create user" }).click();
  await page.waitForURL(/\/users\/\d+$/);
  await waitForApp(page);
  const userId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Ivy Invitee");
  await expect(page.getByTestId("user-status")).toHaveText("Invited");
  await expect(page.getByRole("button", { name: "Resend invitation" })).toBeVisible();
  await expect(page.getByLabel("History")).toContainText("Created");
  await expect(page.getByLabel("History")).toContainText("by Alex Admin");

  // The same email a second time is refused at the field.
  await open(page, "/users/create");
  await page.getByLabel("First name").fill("Ivy");
  await page.getByLabel("Last name").fill("Again");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("combobox", { name: "Company", exact: true }).selectOption({ label: "Brightline Brokers (BRIGHT01)" });
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.locator("#email-error")).toHaveText("A user with this email already exists");

  // The invitation reaches the SMTP server; its link is the password page.
  const mail = await waitForMail(email, since);
  expect(mail.raw).toMatch(/Subject: Your Weather Event Portal account/);
  const link = linkIn(mail, "/auth/password-reset?token=");
  expect(link.startsWith(`${new URL(page.url()).origin}/auth/password-reset?token=`)).toBe(true);

  const invitee = await browser.newContext();
  try {
    const p2 = await invitee.newPage();
    await open(p2, link);
    await p2.getByLabel("New password", { exact: true }).fill("Invited-Welcome-2026!");
    await p2.getByLabel("Confirm new password").fill("Invited-Welcome-2026!");
    await p2.getByRole("button", { name: "Set password" }).click();
    await expect(p2.getByTestId("reset-done")).toBeVisible();
    await signIn(p2, email, "Invited-Welcome-2026!");
    await expect(p2.getByTestId("user-menu")).toContainText("Ivy Invitee");
  } finally {
    await invitee.close();
  }

  await open(page, `/users/${userId}`);
  await expect(page.getByTestId("user-status")).toHaveText("Active");
  await expect(page.getByRole("button", { name: "Resend invitation" })).toHaveCount(0);
  await expect(page.getByLabel("History")).toContainText("Accepted the invitation");
});

test("resending an invitation emails a new link; a failure says so", async ({ page }) => {
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  const email = unique("resend");
  const created = await page.request.post("/api/user", {
    data: {
      firstName: "Rex",
      lastName: "Resend",
      email,
      role: "ROLE_UNDERWRITER",
      companyId: (await sql<{ id: number }>(`SELECT id FROM "Company" WHERE name = 'Summit Underwriting'`))[0].id,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { data: user } = await created.json();
  expect(user).toMatchObject({ email, status: "INVITED", role: "ROLE_UNDERWRITER" });
  const first = linkIn(await waitForMail(email), "/auth/password-reset?token=");

  await open(page, `/users/${user.id}`);
  await page.getByRole("button", { name: "Resend invitation" }).click();
  await expect(snackbar(page, `A new invitation was sent to ${email}`)).toBeVisible();
  await expect.poll(() => mailCount(email), { timeout: 20_000 }).toBe(2);
  await expect(page.getByLabel("History")).toContainText("Invitation resent");

  // The first link no longer works.
  const old = await page.request.patch("/api/user/reset-password", {
    data: { password: "Old-Link-Pass-1!" },
    headers: { Authorization: `Bearer ${new URL(first).searchParams.get("token")}` },
  });
  expect(old.status()).toBe(400);
  expect((await old.json()).error.code).toBe("AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED");

  await page.route("**/api/user/*/resend-invitation", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL_ERROR", message: "Something went wrong." } }),
    }),
  );
  await page.getByRole("button", { name: "Resend invitation" }).click();
  await expect(snackbar(page, "Could not resend invitation email")).toBeVisible();

  // An active user has no invitation to resend.
  await page.unroute("**/api/user/*/resend-invitation");
  const activeId = (await sql<{ id: number }>(`SELECT id FROM "User" WHERE email = 'broker@example.com'`))[0].id;
  const refused = await page.request.post(`/api/user/${activeId}/resend-invitation`);
  expect(refused.status()).toBe(409);
});

test("a CSV import with errors shows them per line and creates nothing; a good file imports", async ({ page }) => {
  const [ann, bob, dup] = [unique("csv-ann"), unique("csv-bob"), unique("csv-dup")];
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  await open(page, "/users");
  await page.getByRole("button", { name: "Import users" }).click();
  const dialog = page.getByRole("dialog", { name: "Import users" });
  await expect(dialog).toBeVisible();

  const upload = async (name: string, lines: string[]) => {
    await dialog.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\n") + "\n") });
    await dialog.getByRole("button", { name: "Upload" }).click();
  };

  await upload("bad.csv", [
    HEADER,
    `Ann,Archer,${ann},ROLE_BROKER,VIEW_MY_INDICATIONS,bright01`,
    `Bob,Baker,not-an-email,ROLE_BROKER,VIEW_MY_INDICATIONS,Brightline Brokers`,
    `Cy,Cole,${unique("csv-cy")},ROLE_UNDERWRITER,VIEW_MY_INDICATIONS,Nowhere Agency`,
  ]);
  const errors = dialog.getByTestId("import-errors");
  await expect(errors).toContainText("Some lines of the file have problems");
  await expect(errors.getByTestId("import-error")).toHaveCount(2);
  await expect(errors.getByTestId("import-error").nth(0)).toContainText(/3\s*email\s*Enter a valid email address/);
  await expect(errors.getByTestId("import-error").nth(1)).toContainText(
    /4\s*company\s*No company has the name or agency code Nowhere Agency/,
  );
  expect(await sql(`SELECT id FROM "User" WHERE email = $1`, [ann])).toHaveLength(0);

  await upload("dup.csv", [
    HEADER,
    `Dee,One,${dup},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
    `Dee,Two,${dup},ROLE_BROKER,VIEW_MY_INDICATIONS,BRIGHT01`,
  ]);
  await expect(errors).toContainText("Some emails are used twice or already exist");
  await expect(errors).toContainText(`Email ${dup} is used on rows 2 and 3`);

  await upload("empty.csv", [HEADER]);
  await expect(errors).toContainText("The file has no users");
  expect(await sql(`SELECT id FROM "User" WHERE email = ANY($1)`, [[ann, dup]])).toHaveLength(0);

  const since = new Date();
  await upload("good.csv", [
    HEADER,
    `Ann,Archer,${ann},ROLE_BROKER,VIEW_MY_INDICATIONS,bright01`,
    `Bob,Baker,${bob},ROLE_UNDERWRITER,VIEW_COMPANY_INDICATIONS,Summit Underwriting`,
  ]);
  await expect(dialog).toBeHidden();
  await expect(snackbar(page, "Imported 2 users")).toBeVisible();
  const rows = await sql<{ email: string; status: string; role: string }>(
    `SELECT email, status, role FROM "User" WHERE email = ANY($1) ORDER BY email`,
    [[ann, bob]],
  );
  expect(rows).toEqual([
    { email: ann, status: "INVITED", role: "ROLE_BROKER" },
    { email: bob, status: "INVITED", role: "ROLE_UNDERWRITER" },
  ]);
  expect(linkIn(await waitForMail(bob, since), "/auth/password-reset?token=")).toContain("token=");

  // The list shows them, and a row leads to the user's page.
  await page.getByLabel("Search").fill(bob);
  const table = page.getByRole("table", { name: "Users" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "Bob Baker" }).click();
  await page.waitForURL(/\/users\/\d+$/);
  await waitForApp(page);
  await expect(page.getByLabel("History")).toContainText("Imported from a CSV file");
});

test("disabling a signed-in user throws them out at their next request", async ({ page, browser }) => {
  const broker = await createBroker("disable-me");
  const brokerContext = await browser.newContext();
  try {
    const brokerPage = await brokerContext.newPage();
    await signIn(brokerPage, broker.email, E2E_PASSWORD);

    await signIn(page, "admin@example.com", DEMO_PASSWORD);
    await open(page, `/users/${broker.id}`);
    await page.getByLabel("Enabled").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Disable Erin Endtoend?");
    await confirm.getByRole("button", { name: "Disable user" }).click();
    await expect(snackbar(page, "User saved")).toBeVisible();
    await expect(page.getByTestId("user-enabled")).toHaveText("Disabled");
    await expect(page.getByLabel("History")).toContainText("Enabled");

    const [session] = await sql<{ open: number }>(
      `SELECT count(*)::int AS open FROM "Session" WHERE "userId" = $1 AND "revokedAt" IS NULL`,
      [broker.id],
    );
    expect(session.open).toBe(0);
    await brokerPage.goto("/policy");
    await brokerPage.waitForURL(/\/auth\/login\?redirectTo=%2Fpolicy/);
    expect((await brokerPage.request.get("/api/myself")).status()).toBe(401);
  } finally {
    await brokerContext.close();
  }
});

test("brokers and underwriters get neither the user pages nor the calls", async ({ page, request }) => {
  await signIn(page, "broker@example.com", DEMO_PASSWORD);
  for (const path of ["/users", "/users/create", "/users/1"]) {
    await open(page, path);
    await expect(page.getByTestId("forbidden")).toContainText("You do not have access to this page");
  }
  const post = await page.request.post("/api/user", {
    data: { firstName: "No", lastName: "Way", email: unique("no"), role: "ROLE_BROKER", companyId: 3 },
  });
  expect(post.status()).toBe(403);
  expect((await post.json()).error.code).toBe("FORBIDDEN");

  expect((await request.post("/api/login", { data: { email: "underwriter@example.com", password: DEMO_PASSWORD } })).status()).toBe(200);
  const calls = [
    request.get("/api/user/1"),
    request.patch("/api/user/1", { data: { enabled: false } }),
    request.post("/api/user/1/resend-invitation"),
    request.post("/api/user/import", { multipart: { file: { name: "u.csv", mimeType: "text/csv", buffer: Buffer.from(`${HEADER}\n`) } } }),
  ];
  for (const response of await Promise.all(calls)) {
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe("FORBIDDEN");
  }
});

test("the user calls answer in the API's envelope and keep the password routes working", async ({ request }) => {
  expect((await request.post("/api/login", { data: { email: "admin@example.com", password: DEMO_PASSWORD } })).status()).toBe(200);
  const id = (await sql<{ id: number }>(`SELECT id FROM "User" WHERE email = 'broker.own@example.com'`))[0].id;
  const got = await request.get(`/api/user/${id}`);
  expect(got.status()).toBe(200);
  const body = await got.json();
  expect(body.data).toMatchObject({
    id,
    email: "broker.own@example.com",
    status: "ACTIVE",
    company: { name: "Brightline Brokers" },
    dateFormat: "MM/dd/yyyy",
  });
  expect(body.data).not.toHaveProperty("passwordHash");

  const stale = await request.patch(`/api/user/${id}`, { data: { lastName: "Stale", updatedAt: "2000-01-01T00:00:00Z" } });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).error.code).toBe("CONFLICT");
  const patched = await request.patch(`/api/user/${id}`, { data: { timeZone: "CST", updatedAt: body.data.updatedAt } });
  expect(patched.status()).toBe(200);
  expect((await patched.json()).data.timeZone).toBe("CST");

  for (const missing of ["/api/user/999999", "/api/user/not-a-number"]) {
    const r = await request.get(missing);
    expect(r.status()).toBe(404);
    expect((await r.json()).error.code).toBe("RESOURCE_NOT_FOUND");
  }
  const empty = await request.post("/api/user/import", {
    multipart: { file: { name: "empty.csv", mimeType: "text/csv", buffer: Buffer.from("") } },
  });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.code).toBe("EMPTY_FILE");

  // The static routes beside /api/user/{userId} still answer.
  const recovery = await request.post("/api/user/password-recovery", { data: { email: "nobody@e2e.example" } });
  expect(recovery.status()).toBe(200);
  const reset = await request.patch("/api/user/reset-password", {
    data: { password: "Strong-Pass-77!" },
    headers: { Authorization: "Bearer forged" },
  });
  expect((await reset.json()).error.code).toBe("AUTH_RESET_PASSWORD_TOKEN_INVALID_OR_ALREADY_USED");
});
