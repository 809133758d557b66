import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { formatMoney } from "@/lib/format/money";
import { eventForm, signInApi, type ApiUser } from "./support/api-client";
import { DEMO_PASSWORD, sql } from "./support/db";
import { signIn, signOut, waitForApp } from "./support/session";
import { uploadDocument } from "./support/signed-quotation";

// Issue 14 item 1, "one price, the same everywhere": one quotation's price breakdown (premium per
// peril, fees, the insured state's taxes and stamping fee, total payable by the insured) is the
// same in the wizard's summary, select options, the proposal the insured signs, the bind dialog,
// the policy page and the invoice, for a New York and a Kentucky insured. The event is in
// Worcester, MA, whose station records thunderstorms, so that lightning is priced and its fee is
// part of every total; the taxes are those of the insured's state.

const OUT = "e2e/.artifacts/one-price";
const BROKER = "broker@example.com";
const UNDERWRITER = "underwriter@example.com";

type Row = [key: string, label: string, amount: string];

/** The rows of a price breakdown as shown: key, label and amount. */
async function rowsOf(table: Locator): Promise<Row[]> {
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  return table
    .getByTestId("price-row")
    .evaluateAll((rows) =>
      rows.map(
        (r) =>
          [
            r.getAttribute("data-key") ?? "",
            r.querySelector("th")?.textContent?.trim() ?? "",
            r.querySelector("td")?.textContent?.trim() ?? "",
          ] as [string, string, string],
      ),
    );
}

function pdfText(name: string, bytes: Buffer): string[] {
  writeFileSync(`${OUT}/${name}.pdf`, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "60", `${OUT}/${name}.pdf`, `${OUT}/${name}`]);
  return execFileSync("pdftotext", ["-layout", `${OUT}/${name}.pdf`, "-"])
    .toString()
    .split("\n");
}

/** A printed line with the label and, after it, the amount. */
function expectPrinted(lines: string[], label: string, amount: string, where: string) {
  const line = lines.find((l) => l.includes(label) && l.indexOf(amount, l.indexOf(label) + label.length) >= 0);
  expect(line, `${where}: "${label}" … ${amount}`).toBeDefined();
}

async function shots(page: Page, name: string, focus?: Locator) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: !focus });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const CASES = [
  {
    state: "NY",
    applicant: { city: "New York", state: "NY", zipCode: "10024" },
    taxes: ["New York excess line tax", "New York stamping fee"],
  },
  {
    state: "KY",
    applicant: { city: "Louisville", state: "KY", zipCode: "40202" },
    taxes: ["Kentucky surplus lines tax and premium surcharge", "Kentucky local government premium tax"],
  },
] as const;

for (const c of CASES) {
  test(`${c.state}: one price from the wizard to the invoice`, async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(OUT, { recursive: true });
    const broker: ApiUser = await signInApi(BROKER);
    const values = eventForm(broker.id, {
      applicant: { name: `${c.state} Lantern Festival ${Date.now().toString(36)}`, street: "1 Main Street", ...c.applicant },
      location: { name: "Elm Park", street: "1 Main Street", city: "Worcester", state: "MA", zipCode: "01602" },
      limitPerDay: "50000",
      perils: ["rainfall", "lightning"],
      coverage: { rainfall: { threshold: "0.5", limitPerDay: "50000" }, lightning: { threshold: "", limitPerDay: "50000" } },
      claimsVerificationSource: "OFFSITE_OBSERVER",
    });
    // A draft left at the coverage step, reopened in the wizard.
    const created = await broker.post<QuotationDetailsDto>("/api/quotation", { ...values, wizardStep: 6 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body.data as QuotationDetailsDto).id;

    // 1. The wizard's summary: premium per peril, the observer and lightning fees, the insured state's taxes.
    await signIn(page, BROKER, DEMO_PASSWORD);
    await page.goto(`/quotation/new?draft=${id}`);
    await waitForApp(page);
    const summary = page.getByTestId("premium-summary");
    await expect(summary.getByTestId("preview-total")).toHaveText(/^\$[\d,]+\.\d{2}$/, { timeout: 30_000 });
    await expect(summary.locator('[data-key="taxes-stateTax"]')).toBeVisible({ timeout: 15_000 });
    const wizard = await rowsOf(summary.getByTestId("price-breakdown"));
    const keys = wizard.map((r) => r[0]);
    // Each group's heading, then its lines: the tax lines under "Taxes", never under "Fees".
    expect(keys).toEqual([
      "premium",
      "premium-rainfall",
      "premium-lightning",
      "fees",
      "fees-observer",
      "fees-lightning",
      "taxes",
      "taxes-stateTax",
      ...(c.state === "NY" ? ["taxes-stampingFee"] : ["taxes-municipalityTax"]),
      "total",
    ]);
    expect(wizard.find((r) => r[0] === "total")?.[1]).toBe("Total payable by the insured");
    expect(wizard.filter((r) => r[0].startsWith("taxes-")).map((r) => r[1].replace(/ \(.*\)$/, ""))).toEqual([...c.taxes]);
    await shots(page, `${c.state}-1-wizard`, summary);

    // The wizard submits it (the values are complete).
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("wizard-step-title")).toHaveText("Previous Loss History");
    await page.getByRole("button", { name: "Submit quotation" }).click();
    await page.waitForURL(new RegExp(`/quotation/${id}/details$`));
    const rated = await broker.quotation(id);
    expect(rated.status, JSON.stringify(rated.current.referralReasons)).toBe("READY");
    // The quotation's answer carries the same breakdown.
    expect(rated.current.price?.breakdown.total).toBe(wizard.at(-1)![2].replace(/[$,]/g, ""));

    // 2. Select options: every quotable option and the observer, as in the wizard.
    await page.goto(`/quotation/${id}/select-options`);
    await waitForApp(page);
    const card = page.getByTestId("premium-summary");
    expect(await rowsOf(card.getByTestId("price-breakdown"))).toEqual(wizard);
    await shots(page, `${c.state}-2-select-options`);
    await page.getByRole("button", { name: "Pre-bind" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Pre-bind/ })
      .click();
    await page.waitForURL(new RegExp(`/quotation/${id}/details$`));
    await waitForApp(page);
    expect(await rowsOf(page.getByTestId("quotation-price").getByTestId("price-breakdown"))).toEqual(wizard);
    // The versions table says "Premium" for the premium alone, as the breakdown does (fees apart).
    const versionPremium = page.getByTestId("versions").getByTestId("version").first().getByRole("cell").nth(1);
    await expect(versionPremium).toHaveText(wizard.find((r) => r[0] === "premium")![2]);
    await shots(page, `${c.state}-2b-details`);

    // 3. The proposal the insured signs prints the same rows (each option's premium in its table).
    const prebound = await broker.quotation(id);
    expect(prebound.status).toBe("PRE_BOUND");
    const stored = prebound.proposals.find((p) => !p.signed)!;
    const proposalPdf = await page.request.get(`/api/quotation/${id}/proposal/${stored.id}`);
    expect(proposalPdf.status()).toBe(200);
    const proposal = pdfText(`${c.state}-3-proposal`, await proposalPdf.body());
    for (const [, label, amount] of wizard) expectPrinted(proposal, label, amount, "proposal");

    // Signed (standing in for the signing flow), with the application on file.
    await sql(`UPDATE "QuotationVersion" SET status = 'SIGNED' WHERE "quotationId" = $1 AND status = 'PRE_BOUND'`, [id]);
    await sql(`UPDATE "Quotation" SET status = 'SIGNED' WHERE id = $1`, [id]);
    await uploadDocument(broker, id, "iwo.pdf", "IWO");
    await broker.dispose();
    await signOut(page);

    // 4. The bind dialog shows it before the underwriter binds.
    await signIn(page, UNDERWRITER, DEMO_PASSWORD);
    await page.goto(`/quotation/${id}/details`);
    await waitForApp(page);
    await page.getByRole("toolbar", { name: "Quotation actions" }).getByRole("button", { name: "Bind", exact: true }).click();
    const dialog = page.getByTestId("bind-dialog");
    expect(await rowsOf(dialog.getByTestId("price-breakdown"))).toEqual(wizard);
    await shots(page, `${c.state}-4-bind-dialog`, dialog);
    await dialog.getByLabel("Policy number").fill(`WEP-PRICE-${c.state}-${Date.now().toString(36).toUpperCase()}`);
    await dialog.getByRole("button", { name: "Bind and issue policy" }).click();
    await page.waitForURL(/\/policy\/\d+$/);
    await waitForApp(page);
    const policyId = Number(page.url().split("/").pop());

    // 5. The policy page.
    expect(await rowsOf(page.getByTestId("policy-price").getByTestId("price-breakdown"))).toEqual(wizard);
    await shots(page, `${c.state}-5-policy`);

    // 6. The invoice: the same premium, fees, taxes and total payable by the insured.
    const underwriter = await signInApi(UNDERWRITER);
    const policy = (await underwriter.get<PolicyDetailsDto>(`/api/policy/${policyId}`)).body.data as PolicyDetailsDto;
    await underwriter.dispose();
    const invoice = policy.invoices[0];
    const amount = (key: string) => wizard.find((r) => r[0] === key)![2];
    expect(formatMoney(invoice.grossBoundPremium)).toBe(amount("premium"));
    expect(formatMoney(invoice.fees)).toBe(amount("fees"));
    expect(formatMoney(invoice.grossTotal)).toBe(amount("total"));
    const invoicePdf = await page.request.get(invoice.href);
    expect(invoicePdf.status()).toBe(200);
    const printed = pdfText(`${c.state}-6-invoice`, await invoicePdf.body());
    expectPrinted(printed, "Gross bound premium", amount("premium"), "invoice");
    for (const [key, label, value] of wizard.filter((r) => r[0].startsWith("fees-") || r[0].startsWith("taxes-") || r[0] === "total")) {
      expectPrinted(printed, label, value, `invoice ${key}`);
    }
  });
}
