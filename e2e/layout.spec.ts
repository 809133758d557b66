import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { eventForm, signInApi } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, waitForApp } from "./support/session";
import { uploadDocument } from "./support/signed-quotation";

// Issue 14 item 9: the portal at 1280 and 768 px. No page is wider than the window; the side menu
// stays beside the content from 1024 px and in view on long pages, and below it is a drawer behind a
// Menu button; list tables keep their Status column in view (columns of lower priority give way at
// 768 px); the Versions card keeps its Created column; one <main> per page. Screenshots of every page
// at both widths go to e2e/.artifacts/layout.

const OUT = "e2e/.artifacts/layout";
mkdirSync(OUT, { recursive: true });
test.describe.configure({ timeout: 240_000 });

const LONG_INSURED = "Riverside Community Arts Council of Greater New York";

/** A bound policy whose quotation was referred, amended and pre-bound (two reviewed steps in its history). */
async function boundPolicy(): Promise<{ quotation: QuotationDetailsDto; policy: PolicyDetailsDto }> {
  const broker = await signInApi("broker@example.com");
  const underwriter = await signInApi("underwriter@example.com");
  const values = eventForm(broker.id, { applicant: { name: LONG_INSURED }, priorLoss: "yes", priorLossDetails: "Rain-out in 2023" });
  const rated = await broker.submitted(values);
  expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
  const reviewed = await underwriter.post(`/api/quotation/${rated.id}/review`, { decision: "amend", premiums: { rainfall: "1500.00" } });
  expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
  const prebound = await broker.post(`/api/quotation/${rated.id}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
  await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [rated.id]);
  await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [rated.id]);
  await uploadDocument(broker, rated.id, `iwo-form-of-the-riverside-community-arts-council-${rated.id}.pdf`, "IWO");
  const bound = await underwriter.post<PolicyDetailsDto>(`/api/quotation/${rated.id}/bind`, {
    policyNumber: `WEP-LAYOUT-${rated.id}-${Date.now().toString(36).toUpperCase()}`,
  });
  expect(bound.status, JSON.stringify(bound.body)).toBe(201);
  // One more quotation left referred, so that the list shows the longest status.
  const referred = await broker.submitted(
    eventForm(broker.id, { applicant: { name: `${LONG_INSURED} (second)` }, priorLoss: "yes", priorLossDetails: "Hail in 2022" }),
  );
  expect(referred.status).toBe("REFERRED_TO_UNDERWRITER");
  const quotation = await broker.quotation(rated.id);
  await broker.dispose();
  await underwriter.dispose();
  return { quotation, policy: bound.body.data as PolicyDetailsDto };
}

/** The page's layout facts: its width against the window's, and how many <main> it has. */
async function pageFacts(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    mains: document.querySelectorAll("main").length,
    mostMains: (window as unknown as { __mostMains: number }).__mostMains,
  }));
}

/** Whether the element is inside its scrolling box's visible area, without scrolling sideways. */
async function inViewOfItsBox(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !["auto", "scroll", "hidden"].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const r = el.getBoundingClientRect();
    const b = (box ?? document.documentElement).getBoundingClientRect();
    return r.width > 0 && r.left >= b.left - 1 && r.right <= b.right + 1 && (box ? box.scrollLeft === 0 : true);
  });
}

/** Whether a table's scrolling box has nothing hidden to the side. */
async function fitsItsBox(table: Locator): Promise<boolean> {
  return table.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !["auto", "scroll"].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    return !box || box.scrollWidth <= box.clientWidth + 1;
  });
}

/**
 * Counts the <main> elements of each document while it loads and hydrates: a page must never show
 * two, not even for a moment (the server's copy beside the client's).
 */
async function countMains(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mostMains: number };
    w.__mostMains = 0;
    new MutationObserver(() => {
      w.__mostMains = Math.max(w.__mostMains, document.querySelectorAll("main").length);
    }).observe(document, { childList: true, subtree: true });
  });
}

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await countMains(page);
  await signIn(page, "admin@example.com", DEMO_PASSWORD);
  return page;
}

let data: Awaited<ReturnType<typeof boundPolicy>>;
test.beforeAll(async () => {
  data = await boundPolicy();
});

const pages = () => [
  { name: "home", path: "/", heading: /Welcome/ },
  { name: "quotations", path: "/quotation", heading: "Quotations" },
  { name: "quotation-details", path: `/quotation/${data.quotation.id}/details`, heading: `Quotation ${data.quotation.quotationNumber}` },
  { name: "policies", path: "/policy", heading: "Policies" },
  { name: "policy-details", path: `/policy/${data.policy.id}`, heading: `Policy ${data.policy.policyNumber}` },
  { name: "users", path: "/users", heading: "Users" },
  { name: "companies", path: "/companies", heading: "Companies" },
  { name: "state-fees", path: "/settings/state-fees", heading: "State fees" },
  { name: "rater", path: "/settings/rater", heading: "Rater" },
  { name: "binders", path: "/settings/binders", heading: "Binders" },
  { name: "maintenance-mode", path: "/settings/maintenance-mode", heading: "Maintenance mode" },
  { name: "invoice-settings", path: "/settings/invoices", heading: "Invoices" },
  { name: "profile", path: "/profile", heading: "Profile" },
];

for (const width of [1280, 768]) {
  test(`at ${width} px no page is wider than the window and each has one main`, async ({ browser }) => {
    const page = await adminPage(browser, width);
    const wrong: string[] = [];
    for (const { name, path, heading } of pages()) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await waitForApp(page);
      // Lists load their rows after the page.
      await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
      const facts = await pageFacts(page);
      if (facts.scrollWidth > facts.innerWidth) wrong.push(`${name}: ${facts.scrollWidth} px wide in a ${facts.innerWidth} px window`);
      if (facts.mains !== 1 || facts.mostMains !== 1)
        wrong.push(`${name}: ${facts.mains} <main>, ${facts.mostMains} at most while loading`);
      await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
    }
    expect(wrong).toEqual([]);
    await page.context().close();
  });
}

test("at 1280 px the lists show every column, Status included, and the Versions card its Created column", async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  await expect(page.getByTestId("side-menu")).toBeVisible();
  await expect(page.getByTestId("menu-button")).toBeHidden();

  // While the next page is on its way the shell shows its progress bar (there is no loading
  // boundary above the pages, so that their redirects stay 307 answers).
  await waitForApp(page);
  const slow = /\/policy(\?.*)?$/;
  await page.route(slow, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue().catch(() => {});
  });
  await page.getByTestId("side-menu").getByRole("link", { name: "Policies" }).click();
  await expect(page.getByRole("progressbar", { name: "Loading" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Policies" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Loading" })).toBeHidden();
  await page.unrouteAll({ behavior: "ignoreErrors" });

  for (const [path, label, columns] of [
    ["/quotation", "Quotations", ["Number", "Insured", "Broker company", "Event or promotion date", "Created", "Status"]],
    ["/policy", "Policies", ["Policy number", "Insured", "Event or promotion", "Broker company", "From", "Premium", "Status"]],
    ["/users", "Users", ["Name", "Email", "Company", "Role", "Permission level", "Status", "Enabled"]],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole("table", { name: label });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
    for (const column of columns) {
      const header = table.getByRole("columnheader", { name: column, exact: true });
      await expect(header, `${label} › ${column}`).toBeVisible();
      expect(await inViewOfItsBox(header), `${label} › ${column} in view`).toBe(true);
    }
    expect(await fitsItsBox(table), `${label} fits`).toBe(true);
  }
  // The newest quotation, still referred, shows its long status in view.
  await page.goto("/quotation");
  const first = page.getByRole("table", { name: "Quotations" }).getByRole("row").nth(1);
  await expect(first).toContainText(`${LONG_INSURED} (second)`);
  expect(await inViewOfItsBox(first.getByText("Referred to underwriter"))).toBe(true);
  await page.screenshot({ path: `${OUT}/quotations-columns-1280.png` });

  await page.goto(`/quotation/${data.quotation.id}/details`);
  await waitForApp(page);
  for (const label of ["Versions", "Proposals", "Uploaded documents"]) {
    const table = page.getByRole("table", { name: label });
    await expect(table).toBeVisible();
    expect(await fitsItsBox(table), `${label} fits its card`).toBe(true);
  }
  const created = page.getByRole("table", { name: "Versions" }).getByRole("columnheader", { name: "Created" });
  expect(await inViewOfItsBox(created)).toBe(true);

  // On a long page the side menu stays in view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const home = page.getByTestId("side-menu").getByRole("link", { name: "Home", exact: true });
  await expect(home).toBeInViewport();
  await page.screenshot({ path: `${OUT}/quotation-details-scrolled-1280.png` });
  await page.context().close();
});

test("at 768 px the menu is a drawer behind the Menu button, and lists keep Status in view", async ({ browser }) => {
  const page = await adminPage(browser, 768);
  const button = page.getByRole("button", { name: "Menu", exact: true });
  await expect(page.getByTestId("side-menu")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("aria-expanded", "false");

  // Open: a dialog named Menu with the links, the focus inside it.
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  // The open dialog hides the rest of the page from assistive technology, the button included.
  await expect(page.getByTestId("menu-button")).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Policies" })).toBeVisible();
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.screenshot({ path: `${OUT}/menu-open-768.png` });

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();

  // Keyboard only: Enter opens it, a link navigates and closes it.
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: "Quotations" }).click();
  await expect(page).toHaveURL(/\/quotation$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Quotations" })).toBeVisible();

  // The list drops its columns of lower priority and keeps Status in view without scrolling.
  const table = page.getByRole("table", { name: "Quotations" });
  await expect(page.getByTestId("skeleton-row")).toHaveCount(0);
  for (const column of ["Number", "Insured", "Status"]) {
    expect(await inViewOfItsBox(table.getByRole("columnheader", { name: column, exact: true })), column).toBe(true);
  }
  await expect(table.getByRole("columnheader", { name: "Broker company" })).toBeHidden();
  expect(await fitsItsBox(table)).toBe(true);
  await page.screenshot({ path: `${OUT}/quotations-columns-768.png` });

  // The details page: the tables scroll inside their cards, the page stays the window's width.
  await page.goto(`/quotation/${data.quotation.id}/details`);
  await waitForApp(page);
  const facts = await pageFacts(page);
  expect(facts.scrollWidth).toBeLessThanOrEqual(facts.innerWidth);
  expect(await inViewOfItsBox(page.getByRole("table", { name: "Versions" }).getByRole("columnheader", { name: "Created" }))).toBe(true);

  // Widening the window puts the menu back beside the content.
  await button.click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("side-menu")).toBeVisible();
  await page.context().close();
});
