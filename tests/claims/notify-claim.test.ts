import { beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "@/lib/format/money";
import { notifyClaim, type ClaimEvent } from "@/server/claims/notify-claim";
import { db } from "@/server/db";
import { printClaimDetermination } from "@/server/documents/print-claim-determination";
import { env } from "@/server/env";
import { servicingSetup, usDay, type ServicingActors } from "../policies/servicing/servicing-support";
import { openPrintLink, printLinksIn } from "../support/open-print-link";
import { isPdf } from "../support/pdf";
import { pastEventPolicy, seedClaim, type SeededClaim, type SeededLine } from "./claim-fixtures";

// The claim emails (server/claims/notify-claim.ts): the policy's broker and the insured hear that a
// claim was determined, approved, paid or declined, through the outbox in the caller's
// transaction, with a signed link to the determination letter that opens without a session. The
// insured, who has no account, gets no portal link.

let actors: ServicingActors;
let policy: Awaited<ReturnType<typeof pastEventPolicy>>["policy"];
let days: string[];
let seeded: SeededClaim;
const DAY = 86_400_000;

const line = (date: string, peril: "rainfall" | "maximumTemperature", result: SeededLine["result"]): SeededLine =>
  peril === "rainfall"
    ? { date, peril, observed: result === "TRIGGERED" ? "0.9" : "0.1", threshold: "0.5", unit: "in", result, limitPerDay: "10000.00" }
    : { date, peril, observed: result === "TRIGGERED" ? "98" : "80", threshold: "95", unit: "°F", result, limitPerDay: "15000.00" };

beforeAll(async () => {
  actors = await servicingSetup();
  ({ policy, days } = await pastEventPolicy(actors, "60000.00"));
  seeded = await seedClaim(
    policy.id,
    1,
    "DETERMINED",
    [
      line(days[0], "rainfall", "TRIGGERED"),
      line(days[0], "maximumTemperature", "NOT_TRIGGERED"),
      line(days[1], "rainfall", "TRIGGERED"),
      line(days[1], "maximumTemperature", "TRIGGERED"),
      line(days[2], "rainfall", "NOT_TRIGGERED"),
      line(days[2], "maximumTemperature", "NOT_TRIGGERED"),
    ],
    { deductibleTaken: "0", claimed: "0" },
  );
});

/** The outbox rows `event` writes for the claim, the broker's and the insured's. */
async function notified(event: ClaimEvent) {
  const before = (await db.emailOutbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
  await db.$transaction((tx) => notifyClaim(tx, seeded.claim.id, event));
  const rows = await db.emailOutbox.findMany({ where: { id: { gt: before } }, orderBy: { id: "asc" } });
  const broker = rows.filter((r) => r.to.includes("broker@example.com"));
  const insured = rows.filter((r) => r.to.includes(policy.insuredEmail!));
  expect(rows).toHaveLength(2);
  expect(broker).toHaveLength(1);
  expect(insured).toHaveLength(1);
  for (const r of rows) expect(r.template).toBe("claim-update");
  return { broker: broker[0], insured: insured[0] };
}

const claimNumber = () => seeded.claim.claimNumber;
const letterPath = () => `/print/claim/${seeded.claim.id}/determination`;

/** Both emails carry one signed link to the letter, which opens without a session; the insured's carries nothing else. */
async function expectLetterLinks(mails: Awaited<ReturnType<typeof notified>>) {
  const base = env().APP_URL.replace(/\/$/, "");
  for (const mail of [mails.broker, mails.insured]) {
    const links = printLinksIn(mail.html);
    expect(links).toHaveLength(1);
    expect(links[0].startsWith(`${base}${letterPath()}?token=`)).toBe(true);
    const opened = await openPrintLink(links[0]);
    expect(isPdf(opened.bytes)).toBe(true);
    expect(opened.fileName).toBe(`claim-determination-${claimNumber()}.pdf`);
  }
  // The broker's links the policy page; the insured's has no other link at all, and never speaks of an account.
  expect(mails.broker.html).toContain(`href="${base}/policy/${policy.id}"`);
  const insuredHrefs = [...mails.insured.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  expect(insuredHrefs.every((h) => h.replace(/&amp;/g, "&").startsWith(`${base}${letterPath()}?token=`))).toBe(true);
  expect(mails.insured.html).not.toContain("/policy/");
  for (const body of [mails.insured.text, mails.insured.html]) {
    expect(body).not.toMatch(/account|sign in|signing in/i);
    expect(body).toContain("Brightline Brokers, your insurance broker, arranged your policy on your behalf");
  }
  expect(mails.broker.text).toContain("because of your account on the Weather Event Portal");
}

describe("the claim emails", () => {
  it("determined: the amount and the days that triggered, to the broker and the insured", async () => {
    const mails = await notified("determined");
    const amount = formatMoney(seeded.figures.amount.toFixed(2));
    // 10,000 (rain) + 15,000 (both: the largest) less the 500 deductible.
    expect(amount).toBe("$24,500.00");
    for (const mail of [mails.broker, mails.insured]) {
      expect(mail.subject).toBe(`Claim ${claimNumber()} determined: ${amount}`);
      expect(mail.text).toContain(`Policy: ${policy.policyNumber}`);
      expect(mail.text).toContain(`Days that triggered: ${usDay(days[0])} (Rainfall); ${usDay(days[1])} (Rainfall, Maximum temperature)`);
      expect(mail.text).toContain(`Amount determined: ${amount}`);
      expect(mail.text).not.toContain(usDay(days[2]));
    }
    expect(mails.broker.text).toContain(`Claim ${claimNumber()} under policy ${policy.policyNumber} (${policy.insuredName}`);
    expect(mails.insured.text).toContain(`Claim ${claimNumber()} under your policy ${policy.policyNumber}`);
    expect(mails.insured.text).toContain(`Hello ${policy.insuredName},`);
    await expectLetterLinks(mails);
  });

  it("approved, paid and declined say the amount, the payment, the reason", async () => {
    const amount = formatMoney(seeded.figures.amount.toFixed(2));
    await db.claim.update({ where: { id: seeded.claim.id }, data: { status: "APPROVED", decidedAt: new Date() } });
    const approved = await notified("approved");
    expect(approved.broker.subject).toBe(`Claim ${claimNumber()} approved: ${amount}`);
    expect(approved.insured.text).toContain(`Amount approved: ${amount}`);

    await db.claim.update({
      where: { id: seeded.claim.id },
      data: { status: "PAID", paidAt: new Date(`${days[4]}T00:00:00Z`), paidAmount: seeded.figures.amount, paymentReference: "WIRE-77812" },
    });
    const paid = await notified("paid");
    for (const mail of [paid.broker, paid.insured]) {
      expect(mail.subject).toBe(`Claim ${claimNumber()} paid: ${amount}`);
      expect(mail.text).toContain(`Amount paid: ${amount}`);
      expect(mail.text).toContain(`Payment date: ${usDay(days[4])}`);
      expect(mail.text).toContain("Payment reference: WIRE-77812");
    }
    await expectLetterLinks(paid);

    await db.claim.update({
      where: { id: seeded.claim.id },
      data: {
        status: "DECLINED",
        paidAt: null,
        paidAmount: null,
        paymentReference: null,
        declineReason: "The event went ahead as planned.",
      },
    });
    const declined = await notified("declined");
    for (const mail of [declined.broker, declined.insured]) {
      expect(mail.subject).toBe(`Claim ${claimNumber()} declined`);
      expect(mail.text).toContain("Reason: The event went ahead as planned.");
    }
    await expectLetterLinks(declined);
  });

  it("the letter link works for 30 days, and not changed", async () => {
    const mails = await notified("determined");
    const link = new URL(printLinksIn(mails.insured.html)[0]);
    const token = link.searchParams.get("token")!;
    const in29Days = new Date(Date.now() + 29 * DAY);
    expect(isPdf((await printClaimDetermination(null, seeded.claim.id, token, in29Days)).bytes)).toBe(true);
    await expect(printClaimDetermination(null, seeded.claim.id, token, new Date(Date.now() + 31 * DAY))).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link has expired",
    });
    await expect(printClaimDetermination(null, seeded.claim.id, `${token.slice(0, -3)}abc`)).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
      message: "This link is not valid",
    });
    // Another claim's id with this claim's token.
    await expect(printClaimDetermination(null, seeded.claim.id + 1, token)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("goes to the broker alone when the policy has no insured email, and is written with the transaction or not at all", async () => {
    await db.policy.update({ where: { id: policy.id }, data: { insuredEmail: null } });
    try {
      const before = (await db.emailOutbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
      await db.$transaction((tx) => notifyClaim(tx, seeded.claim.id, "declined"));
      const rows = await db.emailOutbox.findMany({ where: { id: { gt: before } } });
      expect(rows.map((r) => r.to)).toEqual([["broker@example.com"]]);

      const after = (await db.emailOutbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
      await expect(
        db.$transaction(async (tx) => {
          await notifyClaim(tx, seeded.claim.id, "declined");
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      expect(await db.emailOutbox.count({ where: { id: { gt: after } } })).toBe(0);
      // No such claim: nothing.
      await db.$transaction((tx) => notifyClaim(tx, 999_999, "determined"));
      expect(await db.emailOutbox.count({ where: { id: { gt: after } } })).toBe(0);
    } finally {
      await db.policy.update({ where: { id: policy.id }, data: { insuredEmail: "events@riverside.example.com" } });
    }
  });
});
