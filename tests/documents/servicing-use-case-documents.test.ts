import { beforeAll, describe, expect } from "vitest";
import { formatMoney } from "@/pdf/format";
import { db } from "@/server/db";
import { printCancellationEndorsement } from "@/server/documents/print-cancellation-endorsement";
import { printPolicyEndorsement } from "@/server/documents/print-policy-endorsement";
import { printPolicyInvoice } from "@/server/documents/print-policy-invoice";
import { loadPolicyWordingData } from "@/server/documents/load-policy-wording-data";
import { printPolicyWording } from "@/server/documents/print-policy-wording";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { createPolicyEndorsement } from "@/server/policies/create-policy-endorsement";
import { expectRow, pdfText, withPoppler } from "../support/pdf";
import {
  BODIES,
  endedPromotion,
  livePolicy,
  policyInStatus,
  servicingSetup,
  usDay,
  nyDay,
  type ServicingActors,
} from "../policies/servicing/servicing-support";

// The servicing documents of rows the servicing use cases wrote (server/policies): a cover change
// taking a peril off (a return premium on a credit note), a wording-only endorsement, a cancellation
// 60 days before the event, a promotion's endorsement and cancellation (whose draw date is not the
// first day of the policy period), and a promotion's reviewed final sales. Every document prints, with the
// figures the use cases stored (read back from the rows, never worked out here).

let actors: ServicingActors;
beforeAll(async () => {
  actors = await servicingSetup();
});

const money = (d: { toFixed(places: number): string }) => formatMoney(d.toFixed(2));

describe("documents of an event serviced through the use cases", () => {
  withPoppler("endorsements, the cancellation, their credit notes and the wording print what was stored", async () => {
    const dto = await livePolicy(actors);
    const removed = await createPolicyEndorsement(actors.underwriter, dto.id, {
      title: "Heat removed",
      content: "The maximum temperature peril is removed at the Insured's request.",
      changes: { perils: ["rainfall"] },
    });
    const wordingOnly = await createPolicyEndorsement(actors.underwriter, dto.id, BODIES.endorsement());
    await cancelPolicy(actors.underwriter, dto.id, BODIES.cancel());

    const rows = await db.endorsement.findMany({
      where: { policyId: dto.id },
      orderBy: { endorsementNumber: "asc" },
      include: { invoice: true, cancellation: true },
    });
    expect(rows.map((e) => [e.endorsementNumber, e.kind])).toEqual([
      [1, "GENERAL"],
      [2, "GENERAL"],
      [3, "CANCELLATION"],
    ]);
    const [e1, , e3] = rows;

    // The cover change: its schedule of changes and return premium, as stored.
    const one = pdfText((await printPolicyEndorsement(actors.broker, removed.id, null)).bytes, "use-case-endorsement-1");
    expect(one.text).toContain(`Endorsement No. 1 to policy ${dto.policyNumber}`);
    expect(one.text).toContain("Schedule of changes");
    expect(e1.premiumChange!.isNegative()).toBe(true);
    expectRow(one.lines, "Return premium", money(e1.premiumChange!));
    expectRow(one.lines, "Policy premium after this endorsement", money(e1.premiumAfter!));
    expect(one.text).toContain(`credit note ${e1.invoice!.invoiceNumber}`);

    const two = pdfText((await printPolicyEndorsement(actors.broker, wordingOnly.id, null)).bytes, "use-case-endorsement-2");
    expect(two.text).toContain("This endorsement does not change the premium.");
    expect(two.text).toContain("The City of New York is added as an additional insured.");

    // The cancellation: reason, stored return premium, its credit note; the rule stated once.
    const cancel = pdfText((await printCancellationEndorsement(actors.broker, e3.id, null)).bytes, "use-case-cancellation");
    expect(cancel.text).toContain(`Cancelled on ${usDay(nyDay(0))}`);
    expect(cancel.text).toContain(BODIES.cancel().reason);
    expectRow(cancel.lines, "Return premium", money(e3.cancellation!.returnPremium!));
    expect(cancel.text).toContain(`credit note ${e3.invoice!.invoiceNumber}`);
    expect(cancel.text.split("minimum earned premium of 25%").length - 1).toBe(1);

    // Every invoice of the policy prints; the credits as credit notes.
    for (const e of [e1, e3]) {
      const i = pdfText((await printPolicyInvoice(actors.broker, e.invoice!.id, null)).bytes, `use-case-invoice-${e.endorsementNumber}`);
      expect(i.text).toContain(`Credit note ${e.invoice!.invoiceNumber}`);
      expect(i.text).toContain(`Endorsement No. ${e.endorsementNumber} — ${e.title}`);
      expectRow(i.lines, "Amount credited to the broker", money(e.invoice!.amountDue));
    }

    // The wording: the endorsements listed, the cancellation dated, the signing of the bound version.
    const d = (await loadPolicyWordingData({ id: dto.id }))!;
    expect(d.forms.filter((f) => f.form.startsWith("End.")).map((f) => f.form)).toEqual(["End. 1", "End. 2", "End. 3"]);
    expect(d.cancelledOn).toBe(nyDay(0));
    expect(d.perils.map((p) => p.peril)).toEqual(["rainfall"]);
    const wording = pdfText((await printPolicyWording(actors.broker, dto.id, null)).bytes, "use-case-policy");
    expect(wording.text).toContain("Endorsement No. 1 — Heat removed");
  });

  withPoppler("prints a promotion's final sales invoice", async () => {
    const dto = await policyInStatus(actors, "BOUND_UPDATED", "PROMOTION");
    const invoice = await db.invoice.findFirstOrThrow({ where: { policyId: dto.id, kind: "FINAL_SALES" } });
    const { text, lines } = pdfText((await printPolicyInvoice(actors.broker, invoice.id, null)).bytes, "use-case-invoice-final-sales");
    expect(text).toContain("Final sales adjustment");
    expect(text).toContain("Final sales review of");
    expectRow(lines, invoice.amountDue.isNegative() ? "Amount credited to the broker" : "Amount due", money(invoice.amountDue));
  });

  withPoppler("a promotion's endorsement and cancellation endorsement print its draw date, not its first sales day", async () => {
    // Bound the real way: the policy period runs from the first sales day (40 days ago) to the draw
    // (20 days ahead); the wording's draw date is the promotion's.
    const terms = endedPromotion();
    const dto = await livePolicy(actors, { promotion: terms });
    expect([dto.item.dateFrom, dto.item.promotion?.promotionDate]).toEqual([terms.periodFrom, terms.promotionDate]);
    const endorsed = await createPolicyEndorsement(actors.underwriter, dto.id, BODIES.endorsement());
    await cancelPolicy(actors.underwriter, dto.id, BODIES.cancel());
    const cancellation = await db.endorsement.findFirstOrThrow({ where: { policyId: dto.id, kind: "CANCELLATION" } });

    const wording = pdfText((await printPolicyWording(actors.broker, dto.id, null)).bytes, "use-case-promotion-policy");
    expectRow(wording.lines, "Draw date", usDay(terms.promotionDate));
    const printed = [
      pdfText((await printPolicyEndorsement(actors.broker, endorsed.id, null)).bytes, "use-case-promotion-endorsement"),
      pdfText((await printCancellationEndorsement(actors.broker, cancellation.id, null)).bytes, "use-case-promotion-cancellation"),
    ];
    for (const { text, lines } of printed) {
      expect(text).toContain(terms.name!);
      expectRow(lines, "Draw date", usDay(terms.promotionDate));
      expect(lines.filter((l) => l.includes("Draw date")).join(" | ")).not.toContain(usDay(terms.periodFrom));
    }
    // The cancellation's return rule counts to the first sales day (D45): cancelled after it, nothing returned.
    expectRow(printed[1].lines, "Return premium", "$0.00");
  });
});
