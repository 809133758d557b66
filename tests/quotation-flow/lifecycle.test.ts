import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { submitQuotation } from "@/server/quotations/submit-quotation";
import { demoActor } from "../support/factories";
import { fullFormValues } from "../support/quotation-factory";

const WEATHER = process.env.WEATHER_DATA_DIR;
/** An event at Central Park with rainfall and lightning (lightning has no thunder station nearby). */
function eventValues(brokerUserId: number, overrides: Partial<Parameters<typeof fullFormValues>[0]> = {}) {
  return fullFormValues({
    brokerUserId,
    eventInDays: 60,
    perils: ["rainfall", "lightning"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" }, lightning: { threshold: "", limitPerDay: "10000" } },
    ...overrides,
  });
}

describe.skipIf(!WEATHER)("a quotation's way from draft to pre-bound", () => {
  it("saves a draft, submits and rates it, and lets the broker pre-bind", async () => {
    const broker = await demoActor("broker@example.com");
    const draft = await createQuotationDraft(broker, { applicant: { name: "Riverside Arts Council" }, wizardStep: 2 });
    expect(draft.status).toBe("NEW");
    expect(draft.quotationNumber).toMatch(/^Q\d{4}-\d{6}$/);
    expect(draft.form.applicant.name).toBe("Riverside Arts Council");
    expect(draft.current.wizardStep).toBe(2);

    const rated = await submitQuotation(broker, draft.id, eventValues(broker.id));
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(rated.status);
    expect(rated.current.perils.map((p) => p.peril)).toEqual(["rainfall", "lightning"]);
    expect(rated.current.station?.id).toBeTruthy();
    expect(rated.current.rating).toBeNull(); // brokers do not see the explanation
    const events = await db.auditEvent.findMany({
      where: { subjectType: "Quotation", subjectId: String(draft.id) },
      orderBy: { id: "asc" },
    });
    expect(events.map((e) => e.action)).toEqual([
      "quotation.create",
      "quotation.submit",
      "quotation.rated",
      rated.status === "READY" ? "quotation.ready" : "quotation.referred",
    ]);

    if (rated.status === "REFERRED_TO_UNDERWRITER") {
      const underwriter = await demoActor("underwriter@example.com");
      const reviewed = await reviewQuotation(underwriter, draft.id, {
        decision: "amend",
        premiums: { rainfall: "1500", lightning: "400" },
      });
      expect(reviewed.status).toBe("READY");
    }
    const prebound = await selectQuotationOptions(broker, draft.id, {
      perils: ["rainfall"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
    expect(["PRE_BOUND", "PRE_BOUND_REFERRED_TO_UNDERWRITER"]).toContain(prebound.status);
    expect(prebound.current.perils.find((p) => p.peril === "rainfall")?.selected).toBe(true);
    await expect(submitQuotation(broker, draft.id)).rejects.toMatchObject({ code: "INVALID_STATE_TRANSITION" });
    const cancelled = await cancelQuotation(broker, draft.id, { reason: "Client went elsewhere" });
    expect(cancelled.status).toBe("NTU");
  });

  it("refers a quotation with a prior loss and tells the underwriters", async () => {
    const broker = await demoActor("broker@example.com");
    const draft = await createQuotationDraft(broker, {});
    const rated = await submitQuotation(
      broker,
      draft.id,
      eventValues(broker.id, { priorLoss: "yes", priorLossDetails: "Rain-out in 2023" }),
    );
    expect(rated.status).toBe("REFERRED_TO_UNDERWRITER");
    expect(rated.current.referralReasons).toContain("A loss was reported in the last 5 years");
    const mail = await db.emailOutbox.findFirst({ where: { subject: { contains: rated.quotationNumber } } });
    expect(mail?.to).toContain("underwriter@example.com");
    const other = await demoActor("broker@harbor.example.com");
    await expect(getQuotationDetails(other, draft.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("answers an incomplete submission with the spec's messages at the fields and changes nothing", async () => {
    const broker = await demoActor("broker@example.com");
    const draft = await createQuotationDraft(broker, {});
    const bad = eventValues(broker.id, {
      perils: ["lightning"],
      event: { name: "X", type: "", dateFrom: "2027-02-30", dateUntil: "", hoursFrom: "18:00", hoursTo: "10:00" },
    });
    const error = await submitQuotation(broker, draft.id, bad).catch((e) => e);
    expect(error.code).toBe("VALIDATION_FAILURE");
    const byPath = Object.fromEntries(error.details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(byPath["event.type"]).toBe("Choose event type");
    expect(byPath["event.dateFrom"]).toBe("This value must be a valid date");
    expect(byPath["event.dateUntil"]).toBe("This field is required");
    expect(byPath["perils"]).toBe("Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone");
    expect((await getQuotationDetails(broker, draft.id)).status).toBe("NEW");
  });
});
