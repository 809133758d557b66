import { expect, test, type Page } from "@playwright/test";
import { eventForm, signInApi, type ApiUser } from "./support/api-client";
import { DEMO_PASSWORD } from "./support/db";
import { linkIn, waitForMail } from "./support/mailbox";
import { signIn, signOut, waitForApp } from "./support/session";
import { E2E } from "./support/settings";

// Issue 14 item 10. A page request that must go elsewhere gets an HTTP redirect (307 with its
// Location) before any page is streamed: signed out → sign-in, a non-admin during maintenance → the
// maintenance page; maintenance switched off shows the portal at the next load. The public pages ask
// nobody for the current user, so their console stays free of errors.

/** A page request as any HTTP client sends it: no redirect followed, the session cookie if given. */
async function pageRequest(path: string, cookie?: string): Promise<{ status: number; location: string | null; body: string }> {
  const response = await fetch(`${E2E.baseURL}${path}`, {
    redirect: "manual",
    headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const location = response.headers.get("location");
  return {
    status: response.status,
    location: location === null ? null : pathOf(location),
    body: response.status === 200 ? await response.text() : "",
  };
}

/** A Location header as path and query (Next.js may send it relative or absolute). */
function pathOf(location: string): string {
  const url = new URL(location, E2E.baseURL);
  return `${url.pathname}${url.search}`;
}

async function cookieOf(user: ApiUser): Promise<string> {
  const { cookies } = await user.request.storageState();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

async function setMaintenance(admin: ApiUser, on: boolean, message = "") {
  const answer = await admin.call("PATCH", "/api/config", { maintenanceMode: on, maintenanceModeMessage: message });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

test("a signed-out request for a portal page answers 307 to sign-in with the page to come back to", async () => {
  for (const path of ["/quotation?status=READY", "/policy", "/quotation/1/details", "/settings/maintenance-mode", "/users"]) {
    const answer = await pageRequest(path);
    expect(answer.status, path).toBe(307);
    expect(answer.location, path).toBe(`/auth/login?redirectTo=${encodeURIComponent(path)}`);
  }
  const home = await pageRequest("/");
  expect(home.status).toBe(307);
  expect(home.location).toBe("/auth/login");

  // A signed-in request gets the page itself; the pages that only lead elsewhere answer 307 too.
  const broker = await signInApi("broker@example.com");
  const cookie = await cookieOf(broker);
  const page = await pageRequest("/quotation", cookie);
  expect(page.status).toBe(200);
  expect(page.body).toContain("Quotations");
  expect(await pageRequest("/quotation/123", cookie)).toMatchObject({ status: 307, location: "/quotation/123/details" });
  expect(await pageRequest("/report", await cookieOf(await signInApi("underwriter@example.com")))).toMatchObject({
    status: 307,
    location: "/report/bordereaux",
  });
  await broker.dispose();
});

test("during maintenance a non-admin's page request answers 307 to the maintenance page; switched off, the next load shows the portal", async () => {
  const admin = await signInApi("admin@example.com");
  const broker = await signInApi("broker@example.com");
  const brokerCookie = await cookieOf(broker);
  const adminCookie = await cookieOf(admin);
  const message = "Upgrading the rater — back at 10:00 EST";
  try {
    await setMaintenance(admin, true, message);
    for (const path of ["/", "/quotation", "/policy"]) {
      const answer = await pageRequest(path, brokerCookie);
      expect(answer.status, path).toBe(307);
      expect(answer.location, path).toBe(`/maintenance-mode?message=${encodeURIComponent(base64(message))}`);
    }
    // The maintenance page shows the message; admins keep the portal.
    const maintenancePage = await pageRequest(`/maintenance-mode?message=${encodeURIComponent(base64(message))}`);
    expect(maintenancePage.status).toBe(200);
    expect(maintenancePage.body).toContain("Upgrading the rater");
    expect((await pageRequest("/quotation", adminCookie)).status).toBe(200);

    // Switched off: the very next loads show the portal, and the maintenance page sends back to it.
    await setMaintenance(admin, false, message);
    const portal = await pageRequest("/quotation", brokerCookie);
    expect(portal.status).toBe(200);
    expect(portal.body).toContain("Quotations");
    const leftOver = await pageRequest(`/maintenance-mode?message=${encodeURIComponent(base64(message))}`, brokerCookie);
    expect(leftOver.status).toBe(307);
    expect(leftOver.location).toBe("/");
  } finally {
    await setMaintenance(admin, false);
    await admin.dispose();
    await broker.dispose();
  }
});

/** Everything a page reports as going wrong: console errors, uncaught errors, failed API calls, and any question for the current user. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    // The not-found page's own 404 is what it answers, not a fault.
    const ownNotFound = m.text().includes("status of 404") && m.location().url === page.url();
    if (m.type() === "error" && !ownNotFound) problems.push(`console: ${m.text()} (${page.url()})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message} (${page.url()})`));
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/") && r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/myself") problems.push(`asked for the current user on ${page.url()}`);
  });
  return problems;
}

test("the public pages ask for no current user and log no error", async ({ browser }) => {
  const insuredEmail = `insured-${Date.now()}@quiet.example`;
  const broker = await signInApi("broker@example.com");
  const since = new Date();
  const quotation = await broker.preBound(eventForm(broker.id, { applicant: { name: "Quiet Pages Festival", email: insuredEmail } }));
  const signingLink = linkIn(await waitForMail(insuredEmail, since), `/sign/${quotation.id}?token=`);
  await broker.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watch(page);
  // One <main> per page, even while it loads.
  await page.addInitScript(() => {
    const w = window as unknown as { __mostMains: number };
    w.__mostMains = 0;
    new MutationObserver(() => {
      w.__mostMains = Math.max(w.__mostMains, document.querySelectorAll("main").length);
    }).observe(document, { childList: true, subtree: true });
  });
  const mostMains = () => page.evaluate(() => (window as unknown as { __mostMains: number }).__mostMains);
  for (const path of [
    "/auth/login",
    "/auth/login?redirectTo=%2Fpolicy",
    "/auth/forgot-password",
    "/auth/password-reset?token=not-a-token",
    "/sign",
    "/sign/success",
    "/sign/error",
    "/this/page/does/not/exist",
    "/api-docs",
  ]) {
    await page.goto(path);
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect(await mostMains(), path).toBe(1);
  }
  // The insured's signing page, reached through the emailed link.
  await page.goto(signingLink);
  await expect(page).toHaveURL(/\/sign\/builtin\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole("heading", { name: `Proposal ${quotation.quotationNumber}` })).toBeVisible();
  await waitForApp(page);
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);

  // Signing in and out again leaves the sign-in page as quiet.
  await signIn(page, "underwriter@example.com", DEMO_PASSWORD);
  // Signing in ends with a full load of the portal, whose shell asks for its user: a portal page's
  // request, let to finish before the public page is watched again.
  await waitForApp(page);
  await page.waitForLoadState("networkidle");
  problems.length = 0;
  await signOut(page);
  await waitForApp(page);
  await page.reload();
  await waitForApp(page);
  await page.waitForTimeout(500);
  expect(problems).toEqual([]);
  await context.close();
});

test("a signed-in sign-in page follows redirectTo only to a path of this origin, however it is encoded (D106)", async () => {
  const broker = await signInApi("broker@example.com");
  const cookie = await cookieOf(broker);
  for (const [query, expected] of [
    ["/%09/evil.example", "/"],
    ["/%0d%0a/evil.example", "/"],
    ["/%5C/evil.example", "/"],
    ["/.//evil.example", "/"],
    ["/%E3%80%82/evil.example", "/%E3%80%82/evil.example"],
    ["%2Fpolicy%3Fq%3D1", "/policy?q=1"],
  ]) {
    const response = await fetch(`${E2E.baseURL}/auth/login?redirectTo=${query}`, {
      redirect: "manual",
      headers: { Accept: "text/html", Cookie: cookie },
    });
    expect(response.status, query).toBe(307);
    const location = response.headers.get("location")!;
    expect(new URL(location, E2E.baseURL).origin, query).toBe(new URL(E2E.baseURL).origin);
    expect(pathOf(location), query).toBe(expected);
  }
});
