import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";

// Whatever happens in the test, the portal leaves maintenance (the app re-reads it within a second).
test.afterEach(async () => {
  await sql(`UPDATE "AppConfig" SET "maintenanceMode" = false`);
  await new Promise((r) => setTimeout(r, 1100));
});

test("maintenance mode sends non-admins to the maintenance page while admins keep working", async ({ browser }) => {
  const adminContext = await browser.newContext();
  const brokerContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const broker = await brokerContext.newPage();
  try {
    await signIn(broker, "broker@example.com", DEMO_PASSWORD);

    await signIn(admin, "admin@example.com", DEMO_PASSWORD);
    await admin.getByRole("link", { name: "Maintenance mode" }).click();
    await waitForApp(admin);
    await admin.getByRole("switch", { name: "Maintenance mode" }).click();
    await admin.getByLabel("Message shown to users").fill("Upgrading the rater — back at 10:00 EST");
    await admin.getByRole("button", { name: "Save" }).click();
    // Nothing is saved before the admin confirms: the dialog says who is shut out and what they will see.
    const confirmation = admin.getByRole("alertdialog", { name: "Take the portal offline?" });
    await expect(confirmation.getByTestId("maintenance-confirmation-message")).toHaveText("Upgrading the rater — back at 10:00 EST");
    await expect(confirmation.getByTestId("maintenance-signed-in")).toHaveText(/^(\d+ of them (is|are)|None of them is) signed in now\.$/);
    await expect(confirmation).toContainText("Brokers and underwriters are blocked");
    await expect(confirmation.getByRole("button", { name: "Keep the portal open" })).toBeFocused();
    await confirmation.getByRole("button", { name: "Keep the portal open" }).click();
    await expect(confirmation).toBeHidden();
    expect((await sql<{ on: boolean }>(`SELECT "maintenanceMode" AS on FROM "AppConfig" WHERE id = 1`))[0].on).toBe(false);
    await admin.getByRole("button", { name: "Save" }).click();
    await confirmation.getByRole("button", { name: "Turn maintenance mode on" }).click();
    await expect(admin.getByTestId("snackbar")).toContainText("Maintenance mode is on");
    await expect(admin.getByTestId("maintenance-warning")).toContainText("Maintenance mode is on");

    // The signed-in broker's next page goes to the maintenance page with the message.
    await broker.goto("/");
    await expect(broker).toHaveURL(/\/maintenance-mode\?message=/);
    await expect(broker.getByTestId("maintenance-message")).toHaveText("Upgrading the rater — back at 10:00 EST");
    const encoded = new URL(broker.url()).searchParams.get("message")!;
    expect(Buffer.from(encoded, "base64").toString("utf8")).toBe("Upgrading the rater — back at 10:00 EST");

    // Every call of a non-admin answers 503 MAINTENANCE_MODE with the message.
    const api = await broker.request.get("/api/myself");
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ error: { code: "MAINTENANCE_MODE", message: "Upgrading the rater — back at 10:00 EST" } });

    // A non-admin cannot sign in meanwhile: the sign-in page says so before anyone types, and
    // sends them to the maintenance page.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto("/auth/login");
    await waitForApp(other);
    const notice = other.getByRole("region", { name: "The portal is under maintenance" });
    await expect(notice.getByTestId("maintenance-notice-message")).toHaveText("Upgrading the rater — back at 10:00 EST");
    await expect(notice).toContainText("Only administrators can sign in until it is over.");
    await other.getByLabel("Email").fill("underwriter@example.com");
    await other.getByLabel("Password").fill(DEMO_PASSWORD);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other).toHaveURL(/\/maintenance-mode\?message=/);
    await fresh.close();

    // The admin still works, through pages and calls.
    expect((await admin.request.get("/api/config")).status()).toBe(200);
    await admin.getByRole("switch", { name: "Maintenance mode" }).click();
    await admin.getByRole("button", { name: "Save" }).click();
    await expect(admin.getByTestId("snackbar").last()).toContainText("Maintenance mode is off");

    await broker.goto("/");
    await expect(broker.getByRole("heading", { name: "Welcome, Brooke" })).toBeVisible();
    // The sign-in page no longer shows the notice.
    const after = await browser.newContext();
    const signInPage = await after.newPage();
    await signInPage.goto("/auth/login");
    await expect(signInPage.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(signInPage.getByTestId("maintenance-notice")).toHaveCount(0);
    await after.close();
  } finally {
    await adminContext.close();
    await brokerContext.close();
  }
});
