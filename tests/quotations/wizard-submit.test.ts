import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as raterApi from "@/lib/api/operations/rater";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import type { Actor } from "@/server/auth/actor";
import { MESSAGES } from "@/lib/quotations/quotation-schema";
import type { PerilName } from "@/lib/rater/perils";
import { rateQuote } from "@/server/rater/rate-quote";
import { copyQuotation } from "@/server/quotations/copy-quotation";
import { createQuotationDraft } from "@/server/quotations/create-quotation-draft";
import { expireStaleQuotations } from "@/server/quotations/expire-stale-quotations";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { managePreBoundReferral } from "@/server/quotations/manage-pre-bound-referral";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { reviseQuotation } from "@/server/quotations/revise-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { setQuotationDocumentType } from "@/server/quotations/set-quotation-document-type";
import { submitQuotation } from "@/server/quotations/submit-quotation";
import { updateQuotationDraft } from "@/server/quotations/update-quotation-draft";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { demoActor } from "../support/factories";
import { png } from "../support/images";
import { fullFormValues, isoDay, quotationInStatus, quotationSnapshot, smallPdf } from "../support/quotation-factory";
import { bodyOf } from "../support/described-call";

// The wizard and what follows it, through the use cases on a real database: drafts, submission
// with the spec's messages (spec §5), rating on the real weather data (WEATHER_DATA_DIR, imported
// into the template database by tests/support/global-setup.ts), review, revise, copy, expiry,
// emails and documents.

const WEATHER = process.env.WEATHER_DATA_DIR;
const DAY = 86_400_000;

let underwriter: Actor;
let broker: Actor; // Brightline Brokers (broker@example.com)

beforeAll(async () => {
  process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "portal-quotation-docs-"));
  reloadEnv();
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
});

type Detail = { path: string; message: string };
async function failure(promise: Promise<unknown>): Promise<{ code: string; status: number; message: string; details: Detail[] }> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to be refused");
    },
    (e) => e,
  );
  return { code: error.code, status: error.status, message: error.message, details: error.details ?? [] };
}
/** Every message of a refusal: its own and those at its paths. */
const messagesOf = (f: { message: string; details: Detail[] }) => [f.message, ...f.details.map((d) => d.message)];

const draftOf = (values: Record<string, unknown>) => createQuotationDraft(broker, values);
const submitted = async (overrides: Partial<Parameters<typeof fullFormValues>[0]> = {}) => {
  const draft = await draftOf({ ...fullFormValues({ brokerUserId: broker.id, ...overrides }), wizardStep: 7 });
  return submitQuotation(broker, draft.id);
};
const outboxAfter = (id: number) => db.emailOutbox.findMany({ where: { id: { gt: id } }, orderBy: { id: "asc" } });
const lastOutboxId = async () => (await db.emailOutbox.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

describe("drafts (POST /api/quotation, PATCH /api/quotation/{id})", () => {
  it("saves partial values with the wizard step and gives them back", async () => {
    const draft = await draftOf({
      brokerUserId: String(broker.id),
      applicant: { name: "Riverside Festival Association", city: "New York" },
      wizardStep: 1,
    });
    expect(draft).toMatchObject({
      status: "NEW",
      brokerUser: { id: broker.id },
      brokerCompany: { id: broker.companyId },
      copiedFrom: null,
    });
    expect(draft.quotationNumber).toBeTruthy();
    expect(draft.current).toMatchObject({ versionNumber: 1, status: "NEW", wizardStep: 1, submittedAt: null, totalPremium: null });
    expect(draft.form.applicant).toMatchObject({ name: "Riverside Festival Association", city: "New York", street: "" });
    expect(draft.form.kind).toBe("");

    await updateQuotationDraft(broker, String(draft.id), {
      kind: "EVENT",
      event: { name: "Riverside Summer Festival", type: "Festival", dateFrom: isoDay(60), dateUntil: "", hoursFrom: "", hoursTo: "" },
      wizardStep: 3,
    });
    const back = await getQuotationDetails(broker, draft.id);
    expect(back.status).toBe("NEW");
    expect(back.current.wizardStep).toBe(3);
    expect(back.form.applicant.name).toBe("Riverside Festival Association");
    expect(back.form.kind).toBe("EVENT");
    expect(back.form.event).toMatchObject({ name: "Riverside Summer Festival", type: "Festival", dateFrom: isoDay(60) });
    expect(back.actions).toEqual(expect.arrayContaining(["editDraft", "submit", "cancel"]));
    expect(back.versions).toHaveLength(1);
  });

  it("keeps every value of a complete form through a save", async () => {
    const values = fullFormValues({ brokerUserId: broker.id, deductible: "500.00", priorLoss: "no" });
    const draft = await draftOf({ ...values, wizardStep: 6 });
    const back = await getQuotationDetails(broker, draft.id);
    expect(back.form).toMatchObject({
      brokerUserId: String(broker.id),
      kind: "EVENT",
      applicant: values.applicant,
      event: values.event,
      location: values.location,
      perils: expect.arrayContaining(["rainfall", "maximumTemperature"]),
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      priorLoss: "no",
      declarationAccepted: true,
    });
    expect(Number(back.form.limitPerDay)).toBe(10000);
    expect(Number(back.form.coverage.rainfall?.threshold)).toBe(0.5);
    expect(Number(back.form.coverage.maximumTemperature?.threshold)).toBe(95);
    expect(back.current.wizardStep).toBe(6);
  });

  it("keeps a date that does not exist out of a draft (saved empty, the other values kept)", async () => {
    const draft = await draftOf({ kind: "EVENT", event: { name: "Leap Day Fair", dateFrom: "2027-02-30", dateUntil: "" }, wizardStep: 3 });
    const back = await getQuotationDetails(broker, draft.id);
    expect(back.form.event).toMatchObject({ name: "Leap Day Fair", dateFrom: "" });
    // Submitting then names the missing date.
    const refused = await failure(submitQuotation(broker, draft.id));
    expect(refused.details).toContainEqual({ path: "event.dateFrom", message: "This field is required" });
  });

  // A draft keeps the event's first and last day as typed, even before they make a range.
  it("keeps an end date typed before the start date was chosen", async () => {
    const draft = await draftOf({
      kind: "EVENT",
      event: { name: "Riverside Summer Festival", dateFrom: "", dateUntil: isoDay(61) },
      wizardStep: 3,
    });
    expect((await getQuotationDetails(broker, draft.id)).form.event.dateUntil).toBe(isoDay(61));
  });

  it("keeps an end date before the start date as typed, so that submitting names the mistake", async () => {
    const draft = await draftOf({
      ...fullFormValues({ brokerUserId: broker.id, event: { dateFrom: isoDay(62), dateUntil: isoDay(60) } }),
      wizardStep: 7,
    });
    expect((await getQuotationDetails(broker, draft.id)).form.event.dateUntil).toBe(isoDay(60));
    const refused = await failure(submitQuotation(broker, draft.id));
    expect(refused.details).toContainEqual({ path: "event.dateUntil", message: MESSAGES.dateOrder });
  });
});

describe("submitting (POST /api/quotation/{id}/submit)", () => {
  it("refuses an incomplete draft with the spec's messages at their paths and changes nothing", async () => {
    const draft = await draftOf({
      brokerUserId: String(broker.id),
      applicant: fullFormValues({ brokerUserId: broker.id }).applicant,
      kind: "EVENT",
      event: { name: "Riverside Summer Festival", type: "", dateFrom: "", dateUntil: "", hoursFrom: "10:00", hoursTo: "22:00" },
      location: { name: "", street: "", city: "", state: "", zipCode: "" },
      limitPerDay: "0",
      deductible: "0",
      perils: [],
      declarationAccepted: false,
      wizardStep: 7,
    });
    const before = await quotationSnapshot(draft.id);
    const refused = await failure(submitQuotation(broker, draft.id));
    expect(refused).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    expect(refused.details).toEqual(
      expect.arrayContaining([
        { path: "event.type", message: "Choose event type" },
        { path: "event.dateFrom", message: "This field is required" },
        { path: "event.dateUntil", message: "This field is required" },
        { path: "location.name", message: "This field is required" },
        { path: "location.zipCode", message: "This field is required" },
        { path: "limitPerDay", message: "Limit must be greater than 0" },
        { path: "perils", message: "At least one peril must be selected" },
        { path: "priorLoss", message: "This field is required" },
        { path: "declarationAccepted", message: MESSAGES.declaration },
      ]),
    );
    expect(await quotationSnapshot(draft.id)).toEqual(before);
  });

  it("refuses hours that end before they start", async () => {
    const values = fullFormValues({ brokerUserId: broker.id, event: { hoursFrom: "22:00", hoursTo: "10:00" } });
    const draft = await draftOf({ ...values, wizardStep: 7 });
    const refused = await failure(submitQuotation(broker, draft.id));
    expect(refused.details).toEqual([{ path: "event.hoursTo", message: "Start time should be before the end time" }]);
  });

  it("refuses lightning bought alone, a threshold left empty and an impossible date", async () => {
    const values = fullFormValues({
      brokerUserId: broker.id,
      perils: ["lightning", "maximumTemperature"],
      coverage: { lightning: { threshold: "", limitPerDay: "10000" }, maximumTemperature: { threshold: "", limitPerDay: "10000" } },
      event: { dateUntil: "2027-02-30" },
    });
    const draft = await draftOf({ ...values, event: { ...values.event, dateUntil: "" }, wizardStep: 7 });
    const refused = await failure(submitQuotation(broker, draft.id, values));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details).toEqual(
      expect.arrayContaining([
        { path: "perils", message: "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone" },
        { path: "coverage.maximumTemperature.threshold", message: "This field is required" },
        { path: "event.dateUntil", message: "This value must be a valid date" },
      ]),
    );
    expect((await getQuotationDetails(broker, draft.id)).status).toBe("NEW");
  });

  it("refuses a promotion drawn less than 7 days after its period", async () => {
    const values = fullFormValues({ brokerUserId: broker.id });
    const refused = await failure(
      submitQuotation(broker, (await draftOf({ wizardStep: 7 })).id, {
        ...values,
        kind: "PROMOTION",
        promotion: {
          name: "Summer sales draw",
          periodFrom: isoDay(40),
          periodUntil: isoDay(50),
          promotionDate: isoDay(53),
          finalEstimatedSales: "15000",
        },
      }),
    );
    expect(refused.details).toContainEqual({
      path: "promotion.promotionDate",
      message: "Promotion date should be at least 7 days after the end of promotional period",
    });
  });

  it("a broker cannot submit a draft it cannot see; an underwriter can submit for a broker", async () => {
    const harbor = await demoActor("broker@harbor.example.com");
    const draft = await draftOf({ ...fullFormValues({ brokerUserId: broker.id }), wizardStep: 7 });
    expect((await failure(submitQuotation(harbor, draft.id))).code).toBe("RESOURCE_NOT_FOUND");
    const done = await submitQuotation(underwriter, draft.id);
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(done.status);
    expect(done.brokerUser.id).toBe(broker.id);
  });

  it("a ZIP code the rater does not know is refused at location.zipCode and the draft stays a draft", async () => {
    const draft = await draftOf({ ...fullFormValues({ brokerUserId: broker.id, location: { zipCode: "00000" } }), wizardStep: 7 });
    const refused = await failure(submitQuotation(broker, draft.id));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details.map((d) => d.path)).toEqual(["location.zipCode"]);
    const back = await getQuotationDetails(broker, draft.id);
    expect(back).toMatchObject({ status: "NEW", current: { status: "NEW", submittedAt: null } });
    expect(back.versions).toHaveLength(1);
    expect(back.actions).toContain("submit");
  });

  it("a submitted quotation can be submitted no more", async () => {
    const done = await submitted();
    expect((await failure(submitQuotation(broker, done.id))).code).toBe("INVALID_STATE_TRANSITION");
    expect((await failure(updateQuotationDraft(broker, done.id, { limitPerDay: "5" }))).code).toBe("INVALID_STATE_TRANSITION");
  });

  it("a prior loss in the last 5 years refers the quotation to an underwriter, with the reason, and tells the underwriters", async () => {
    const outbox = await lastOutboxId();
    const done = await submitted({ priorLoss: "yes", priorLossDetails: "Rain stopped the 2023 festival on its second day." });
    expect(done.status).toBe("REFERRED_TO_UNDERWRITER");
    expect(done.current.status).toBe("REFERRED_TO_UNDERWRITER");
    expect(done.current.priorLoss).toBe(true);
    expect(done.current.referralReasons.some((r) => /loss/i.test(r))).toBe(true);
    expect(done.actions).not.toContain("selectOptions");
    expect((await getQuotationDetails(underwriter, done.id)).actions).toContain("review");
    const emails = await outboxAfter(outbox);
    expect(emails.some((m) => m.to.includes("underwriter@example.com"))).toBe(true);
    expect(emails.flatMap((m) => m.to)).not.toContain("admin@example.com");
  });

  it.each([
    [
      "a limit per day above the maximum of 500,000",
      {
        limitPerDay: "600000",
        coverage: { rainfall: { threshold: "0.5", limitPerDay: "600000" }, maximumTemperature: { threshold: "95", limitPerDay: "600000" } },
      },
      /limit per day/i,
    ],
    ["an event longer than the maximum of 14 days", { event: { dateUntil: isoDay(74) } }, /15 days/],
    ["an event starting within 10 days", { eventInDays: 8 }, /within 10 days/],
  ])("refers %s to an underwriter with the reason", async (_name, overrides, reason) => {
    const done = await submitted(overrides as Partial<Parameters<typeof fullFormValues>[0]>);
    expect(done.status).toBe("REFERRED_TO_UNDERWRITER");
    expect(
      done.current.referralReasons.some((r) => reason.test(r)),
      done.current.referralReasons.join(" | "),
    ).toBe(true);
  });

  it("a broker cannot write a quotation for another broker", async () => {
    const harbor = await demoActor("broker@harbor.example.com");
    const count = await db.quotation.count();
    const refused = await failure(draftOf({ brokerUserId: String(harbor.id), wizardStep: 0 }));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details.map((d) => d.path)).toEqual(["brokerUserId"]);
    expect(await db.quotation.count()).toBe(count);
    // Nor move its own draft to another broker when submitting.
    const draft = await draftOf({ ...fullFormValues({ brokerUserId: broker.id }), wizardStep: 7 });
    expect((await failure(submitQuotation(broker, draft.id, fullFormValues({ brokerUserId: harbor.id })))).code).toBe("VALIDATION_FAILURE");
    const back = await getQuotationDetails(broker, draft.id);
    expect(back).toMatchObject({ status: "NEW", brokerUser: { id: broker.id } });
  });

  describe.skipIf(!WEATHER)("rating on the real weather data", () => {
    it("rates a complete event at ZIP 10024 from the Central Park station and makes it READY or REFERRED with reasons", async () => {
      const values = fullFormValues({ brokerUserId: broker.id });
      const draft = await draftOf({ ...values, wizardStep: 7 });
      const done = await submitQuotation(broker, draft.id);
      const expected = await rateQuote(
        bodyOf(raterApi.rateQuote, {
          zipCode: "10024",
          dates: [values.event.dateFrom],
          hoursOfCoverage: { from: "10:00", to: "22:00" },
          perils: [
            { peril: "rainfall", threshold: 0.5, limitPerDay: 10000 },
            { peril: "maximumTemperature", threshold: 95, limitPerDay: 10000 },
          ],
          claimsVerificationSource: "CLOSEST_WEATHER_STATION",
          priorLoss: false,
        }),
      );

      expect(done.current.station).toMatchObject({ id: "USW00094728" });
      expect(Number(done.current.station!.distanceMiles)).toBeLessThan(3);
      expect(done.current.submittedAt).not.toBeNull();
      for (const option of expected.options) {
        const peril = done.current.perils.find((p) => p.peril === option.peril)!;
        expect(peril, option.peril).toMatchObject({
          quotable: option.quotable,
          limitPerDay: "10000.00",
          premiumFromRater: option.premium,
          premium: option.premium,
          premiumAfterReview: null,
        });
        expect(Number(peril.rate)).toBeCloseTo(Number(option.rate), 6);
      }
      expect(done.current.totalPremium).toBe(expected.totalPremium);
      expect(done.current.belowMinimumPremium).toBe(expected.belowMinimumPremium);
      if (done.status === "READY") {
        expect(done.current.referralReasons).toEqual([]);
        expect(done.actions).toEqual(expect.arrayContaining(["selectOptions", "requestReferral", "cancel", "revise", "copy"]));
      } else {
        expect(done.status).toBe("REFERRED_TO_UNDERWRITER");
        expect(done.current.referralReasons.length).toBeGreaterThan(0);
      }
      // The explanation is for underwriters and admins.
      expect(done.current.rating).toBeNull();
      expect((await getQuotationDetails(underwriter, done.id)).current.rating).toMatchObject({ station: { id: "USW00094728" } });
    });

    it("a ZIP code with no station near it is rated not quotable and referred", async () => {
      // 99950 (Ketchikan, AK) is far from every station of the data set.
      const done = await submitted({ location: { zipCode: "99950", city: "Ketchikan", state: "AK" } });
      expect(done.status).toBe("REFERRED_TO_UNDERWRITER");
      expect(done.current.perils.every((p) => !p.quotable)).toBe(true);
      expect(done.current.referralReasons.length).toBeGreaterThan(0);
    });
  });
});

describe("review (POST /api/quotation/{id}/review)", () => {
  const cheap = [
    { peril: "rainfall" as const, threshold: "2", limitPerDay: "5000.00", rate: "0.020000", premium: "100.00" },
    { peril: "maximumTemperature" as const, threshold: "100", limitPerDay: "5000.00", rate: "0.020000", premium: "100.00" },
  ];

  it("refuses to accept below the minimum premium with 'Calculated Premium is below Minimum Premium'", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", {
      brokerUserId: broker.id,
      brokerCompanyId: broker.companyId,
      perils: cheap,
      referralReasons: ["Calculated Premium is below Minimum Premium"],
    });
    expect((await getQuotationDetails(underwriter, q.id)).current).toMatchObject({
      totalPremium: "200.00",
      belowMinimumPremium: true,
      minimumPremium: "250.00",
    });
    const before = await quotationSnapshot(q.id);
    const refused = await failure(reviewQuotation(underwriter, q.id, { decision: "accept" }));
    expect(refused.status).toBe(400);
    expect(messagesOf(refused)).toContain("Calculated Premium is below Minimum Premium");
    expect(await quotationSnapshot(q.id)).toEqual(before);

    // Amending to a total still below the minimum is refused the same way.
    const stillLow = await failure(reviewQuotation(underwriter, q.id, { decision: "amend", premiums: { rainfall: "120.00" } }));
    expect(messagesOf(stillLow)).toContain("Calculated Premium is below Minimum Premium");

    // Amend and accept: the premium after review applies, the rater's is kept.
    const amended = await reviewQuotation(underwriter, q.id, {
      decision: "amend",
      premiums: { rainfall: "900.00" },
      note: "Loaded for the open-air stage.",
    });
    expect(amended.status).toBe("READY");
    const rainfall = amended.current.perils.find((p) => p.peril === "rainfall")!;
    expect(rainfall).toMatchObject({ premiumFromRater: "100.00", premiumAfterReview: "900.00", premium: "900.00" });
    expect(amended.current.totalPremium).toBe("1000.00");
    expect(amended.current.belowMinimumPremium).toBe(false);
    expect(amended.current.reviewedAt).not.toBeNull();
  });

  it("refuses to amend an option the quotation does not have, or to a premium of 0", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(q.id);
    const unknown = await failure(reviewQuotation(underwriter, q.id, { decision: "amend", premiums: { snowfall: "500.00" } }));
    expect(unknown.code).toBe("VALIDATION_FAILURE");
    expect(unknown.details.map((d) => d.path)).toEqual(["premiums.snowfall"]);
    const zero = await failure(reviewQuotation(underwriter, q.id, { decision: "amend", premiums: { rainfall: "0" } }));
    expect(zero.details).toContainEqual({ path: "premiums.rainfall", message: "Premium must be greater than 0" });
    expect(await quotationSnapshot(q.id)).toEqual(before);
  });

  it("an underwriter prices an option the rater could not, and the broker can then buy it", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    // The rater found no usable samples for maximum temperature.
    await db.perilValue.updateMany({
      where: { versionId: q.version.id, peril: "maximumTemperature" },
      data: { quotable: false, rate: null, premiumFromRater: null, premium: null, reason: "Too few samples" },
    });
    const amended = await reviewQuotation(underwriter, q.id, { decision: "amend", premiums: { maximumTemperature: "450.00" } });
    expect(amended.status).toBe("READY");
    expect(amended.current.perils.find((p) => p.peril === "maximumTemperature")).toMatchObject({
      quotable: true,
      premiumFromRater: null,
      premiumAfterReview: "450.00",
      premium: "450.00",
    });
    expect(amended.current.totalPremium).toBe("1250.00");
    const bought = await selectQuotationOptions(broker, q.id, {
      perils: ["maximumTemperature"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
    expect(bought).toMatchObject({ status: "PRE_BOUND", current: { totalPremium: "450.00" } });
  });

  it("a decline records the reason, closes the quotation and emails the broker", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const outbox = await lastOutboxId();
    const declined = await reviewQuotation(underwriter, q.id, {
      decision: "decline",
      reason: "Outside our appetite for open-air concerts.",
    });
    expect(declined.status).toBe("DECLINED");
    expect(declined.current.declineReason).toBe("Outside our appetite for open-air concerts.");
    const emails = await outboxAfter(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toEqual(["broker@example.com"]);
    expect(emails[0].subject + emails[0].text).toContain(q.quotationNumber);
    expect(emails[0].text).toContain("Outside our appetite for open-air concerts.");
  });

  it("a decline needs a reason", async () => {
    const q = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const refused = await failure(reviewQuotation(underwriter, q.id, { decision: "decline", reason: " " }));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details).toContainEqual({ path: "reason", message: "This field is required" });
    expect((await quotationSnapshot(q.id)).status).toBe("REFERRED_TO_UNDERWRITER");
  });
});

describe("referrals and their emails", () => {
  it("a broker's referral request emails the underwriters, not the broker", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const outbox = await lastOutboxId();
    const referred = await requestQuotationReferral(broker, q.id, { reason: "The insured asks for a lower threshold." });
    expect(referred.status).toBe("REFERRED_TO_UNDERWRITER");
    expect(referred.current.referralReasons.join(" ")).toContain("The insured asks for a lower threshold.");
    const emails = await outboxAfter(outbox);
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toContain("underwriter@example.com");
    expect(emails[0].to).not.toContain("broker@example.com");
    expect(emails[0].subject + emails[0].text).toContain(q.quotationNumber);
  });

  it("a rejected pre-bound referral declines the quotation and emails the broker", async () => {
    const q = await quotationInStatus("PRE_BOUND_REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const outbox = await lastOutboxId();
    const rejected = await managePreBoundReferral(underwriter, q.id, {
      decision: "reject",
      reason: "Observer not available on that date.",
    });
    expect(rejected.status).toBe("DECLINED");
    const emails = await outboxAfter(outbox);
    expect(emails.map((m) => m.to)).toEqual([["broker@example.com"]]);
  });
});

describe("revise and copy", () => {
  it("revise creates version 2, rated, and keeps version 1 read-only", async () => {
    const first = await submitted();
    const v1 = (await quotationSnapshot(first.id)).versions[0];
    const values = fullFormValues({
      brokerUserId: broker.id,
      limitPerDay: "15000",
      perils: ["rainfall"],
      coverage: { rainfall: { threshold: "1", limitPerDay: "15000" } },
    });
    const revised = await reviseQuotation(broker, first.id, values);
    expect(revised.id).toBe(first.id);
    expect(revised.quotationNumber).toBe(first.quotationNumber);
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(revised.status);
    expect(revised.current).toMatchObject({ versionNumber: 2, readOnly: false, limitPerDay: "15000.00" });
    expect(revised.current.perils.map((p) => p.peril)).toEqual(["rainfall"]);
    expect(revised.current.perils[0].threshold).toMatch(/^1(\.0+)?$/);
    expect(revised.versions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ versionNumber: 1, readOnly: true }),
        expect.objectContaining({ versionNumber: 2, readOnly: false }),
      ]),
    );
    const after = await quotationSnapshot(first.id);
    expect(after.versions[0]).toEqual({ ...v1, readOnly: true, status: after.versions[0].status, updatedAt: after.versions[0].updatedAt });
    expect(after.versions[0].perils).toEqual(v1.perils);

    // A third version supersedes the second.
    const third = await reviseQuotation(broker, String(first.id), fullFormValues({ brokerUserId: broker.id }));
    expect(third.current.versionNumber).toBe(3);
    expect((await quotationSnapshot(first.id)).versions.map((v) => v.readOnly)).toEqual([true, true, false]);
  });

  it("revise validates the form like submit", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(q.id);
    const refused = await failure(reviseQuotation(broker, q.id, fullFormValues({ brokerUserId: broker.id, limitPerDay: "0" })));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details).toContainEqual({ path: "limitPerDay", message: "Limit must be greater than 0" });
    expect(await quotationSnapshot(q.id)).toEqual(before);
  });

  it("a revision the rater refuses (a ZIP code that does not exist) leaves the quotation as it was", async () => {
    expect(await db.location.findUnique({ where: { zipCode: "00000" } })).toBeNull();
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(q.id);
    const refused = await failure(
      reviseQuotation(broker, q.id, fullFormValues({ brokerUserId: broker.id, location: { zipCode: "00000" } })),
    );
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(refused.details.map((d) => d.path)).toContain("location.zipCode");
    const after = await quotationSnapshot(q.id);
    expect(after).toEqual(before);
    expect({ status: after.status, versions: after.versions.map((v) => [v.versionNumber, v.status, v.readOnly]) }).toEqual({
      status: "READY",
      versions: [[1, "READY", false]],
    });
    expect((await getQuotationDetails(broker, q.id)).actions).toEqual(expect.arrayContaining(["selectOptions", "revise"]));
  });

  it("within 10 days of the event start, revise is refused with the spec's message", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId, eventInDays: 5 });
    const before = await quotationSnapshot(q.id);
    const refused = await failure(
      reviseQuotation(broker, q.id, fullFormValues({ brokerUserId: broker.id, eventInDays: 5, limitPerDay: "12000" })),
    );
    expect(["VALIDATION_FAILURE", "INVALID_STATE_TRANSITION"]).toContain(refused.code);
    expect(messagesOf(refused)).toContain("Coverage changes cannot be made within 10 days of the event start date");
    expect(await quotationSnapshot(q.id)).toEqual(before);

    // Twelve days ahead is still in time.
    const later = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId, eventInDays: 12 });
    const revised = await reviseQuotation(
      broker,
      later.id,
      fullFormValues({ brokerUserId: broker.id, eventInDays: 12, limitPerDay: "12000" }),
    );
    expect(revised.current.versionNumber).toBe(2);
  });

  it("copy creates a new NEW master with the same content; the original is untouched", async () => {
    const original = await submitted();
    const before = await quotationSnapshot(original.id);
    const copy = await copyQuotation(broker, original.id);
    expect(copy.id).not.toBe(original.id);
    expect(copy.quotationNumber).not.toBe(original.quotationNumber);
    expect(copy).toMatchObject({
      status: "NEW",
      copiedFrom: { id: original.id, quotationNumber: original.quotationNumber },
      brokerUser: { id: broker.id },
    });
    expect(copy.versions).toHaveLength(1);
    expect(copy.current).toMatchObject({ versionNumber: 1, status: "NEW", submittedAt: null });
    // The loss history and the declaration are the insured's to give again for the new quotation.
    expect(copy.form).toEqual({ ...original.form, priorLoss: "", priorLossDetails: "", declarationAccepted: false });
    expect(await quotationSnapshot(original.id)).toEqual(before);

    // The copy goes through the wizard on its own: submitting it as saved asks for the declaration.
    const unanswered = await failure(submitQuotation(broker, copy.id));
    expect(messagesOf(unanswered)).toEqual(
      expect.arrayContaining(["This field is required", "You must accept the declaration to submit the quotation"]),
    );
    const rated = await submitQuotation(broker, copy.id, { ...copy.form, priorLoss: "no", declarationAccepted: true });
    expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(rated.status);
    expect((await getQuotationDetails(broker, original.id)).status).toBe(original.status);
  });
});

describe("select options and pre-bind (POST /api/quotation/{id}/select-options)", () => {
  const own = () => ({ brokerUserId: broker.id, brokerCompanyId: broker.companyId });

  it("pre-binds the chosen options at their premium plus the off-site observer's fee", async () => {
    const q = await quotationInStatus("READY", own());
    const done = await selectQuotationOptions(broker, q.id, { perils: ["rainfall"], claimsVerificationSource: "OFFSITE_OBSERVER" });
    expect(done.status).toBe("PRE_BOUND");
    expect(done.current.claimsVerificationSource).toBe("OFFSITE_OBSERVER");
    expect(done.current.perils.map((p) => [p.peril, p.selected])).toEqual([
      ["rainfall", true],
      ["maximumTemperature", false],
    ]);
    // 800.00 for rainfall, plus 150 a day per observed peril for one day.
    expect(done.current).toMatchObject({ fees: "150.00", totalPremium: "950.00", belowMinimumPremium: false });
  });

  it("refers the pre-bind to an underwriter when the chosen options are below the minimum premium, and tells the underwriters", async () => {
    const q = await quotationInStatus("READY", {
      ...own(),
      perils: [
        { peril: "rainfall", threshold: "0.5", limitPerDay: "10000.00", rate: "0.080000", premium: "800.00" },
        { peril: "maximumTemperature", threshold: "95", limitPerDay: "10000.00", rate: "0.020000", premium: "200.00" },
      ],
    });
    const outbox = await lastOutboxId();
    const done = await selectQuotationOptions(broker, q.id, {
      perils: ["maximumTemperature"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
    expect(done.status).toBe("PRE_BOUND_REFERRED_TO_UNDERWRITER");
    expect(done.current.referralReasons).toContain("Calculated Premium is below Minimum Premium");
    expect(done.current.totalPremium).toBe("200.00");
    const emails = await outboxAfter(outbox);
    expect(emails.map((m) => m.to.includes("underwriter@example.com"))).toEqual([true]);
    // The minimum premium is a floor (D31): the underwriter cannot accept below it, only reject.
    const refused = await failure(managePreBoundReferral(underwriter, q.id, { decision: "accept", note: "Fine for a small fair." }));
    expect(messagesOf(refused)).toContain("Calculated Premium is below Minimum Premium");
    expect((await quotationSnapshot(q.id)).status).toBe("PRE_BOUND_REFERRED_TO_UNDERWRITER");
    const rejected = await managePreBoundReferral(underwriter, q.id, { decision: "reject", reason: "Below our minimum premium." });
    expect(rejected.status).toBe("DECLINED");
  });

  it("within 10 days of the event start, the claims verification source can no longer change", async () => {
    const q = await quotationInStatus("READY", { ...own(), eventInDays: 6 });
    const refused = await failure(
      selectQuotationOptions(broker, q.id, { perils: ["rainfall"], claimsVerificationSource: "OFFSITE_OBSERVER" }),
    );
    expect(messagesOf(refused)).toContain("Coverage changes cannot be made within 10 days of the event start date");
    expect((await quotationSnapshot(q.id)).status).toBe("READY");
    // Keeping the source chosen in the wizard is fine.
    expect(
      (await selectQuotationOptions(broker, q.id, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" })).status,
    ).toBe("PRE_BOUND");
  });

  it("refuses an option the quotation does not have, lightning alone, and no option at all", async () => {
    const q = await quotationInStatus("READY", own());
    const before = await quotationSnapshot(q.id);
    for (const perils of [["snowfall"], ["lightning"], []] as PerilName[][]) {
      const refused = await failure(selectQuotationOptions(broker, q.id, { perils, claimsVerificationSource: "CLOSEST_WEATHER_STATION" }));
      expect(refused.code, perils.join()).toBe("VALIDATION_FAILURE");
    }
    const none = await failure(selectQuotationOptions(broker, q.id, { perils: [], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }));
    expect(none.details).toContainEqual({ path: "perils", message: "At least one peril must be selected" });
    const alone = await failure(
      selectQuotationOptions(broker, q.id, { perils: ["lightning"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
    );
    expect(messagesOf(alone)).toContain("Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone");
    expect(await quotationSnapshot(q.id)).toEqual(before);
  });
});

describe("documents (POST /api/quotation/{id}/document)", () => {
  it("accepts a small PDF and an image, and sets a document's type", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const pdf = smallPdf();
    const doc = await uploadQuotationDocument(broker, q.id, {
      bytes: pdf,
      fileName: "Signed application.pdf",
      contentType: "application/pdf",
    });
    expect(doc).toMatchObject({
      fileName: "Signed application.pdf",
      contentType: "application/pdf",
      size: pdf.length,
      type: null,
      typeName: null,
    });
    expect(doc.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    const iwo = await uploadQuotationDocument(
      broker,
      q.id,
      { bytes: png(30, 20), fileName: "iwo-scan.png", contentType: "image/png" },
      "IWO",
    );
    expect(iwo).toMatchObject({ contentType: "image/png", type: "IWO", typeName: "IWO" });

    const typed = await setQuotationDocumentType(broker, q.id, doc.id, { type: "BEAZLEY_APPLICATION_FORM" });
    expect(typed).toMatchObject({ id: doc.id, type: "BEAZLEY_APPLICATION_FORM", typeName: "Beazley application form" });
    const details = await getQuotationDetails(broker, q.id);
    expect(details.documents.map((d) => [d.fileName, d.type]).sort()).toEqual([
      ["Signed application.pdf", "BEAZLEY_APPLICATION_FORM"],
      ["iwo-scan.png", "IWO"],
    ]);
    const cleared = await setQuotationDocumentType(broker, q.id, doc.id, { type: null });
    expect(cleared).toMatchObject({ type: null, typeName: null });
  });

  it.each([
    ["a text file", Buffer.from("just some notes\n"), "notes.txt", "text/plain"],
    ["a text file named .pdf", Buffer.from("not really a pdf"), "fake.pdf", "application/pdf"],
    ["a program", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)]), "setup.exe", "application/octet-stream"],
  ])("rejects %s with 'File is invalid' and stores nothing", async (_name, bytes, fileName, contentType) => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const files = await db.storedFile.count();
    const refused = await failure(uploadQuotationDocument(broker, q.id, { bytes, fileName, contentType }));
    expect(refused.code).toBe("VALIDATION_FAILURE");
    expect(messagesOf(refused)).toContain("File is invalid");
    expect(await db.storedFile.count()).toBe(files);
    expect(await db.quotationDocument.count({ where: { quotationId: q.id } })).toBe(0);
  });
});

// Last in the file: expiry looks at every quotation of this file's database.
describe("expiry (the daily job)", () => {
  it("expires open quotations whose event date passed or untouched for 30 days, not bound or closed ones", async () => {
    const own = { brokerUserId: broker.id, brokerCompanyId: broker.companyId };
    const longAgo = new Date(Date.now() - 31 * DAY);
    // Two days back: the job counts days in New York, which between 00:00 and 05:00 UTC is still
    // on the previous UTC day, so an event of "yesterday (UTC)" would be New York's today.
    const eventPassed = await quotationInStatus("READY", { ...own, eventInDays: -2 });
    const untouched = await quotationInStatus("REFERRED_TO_UNDERWRITER", {
      ...own,
      createdAt: new Date(Date.now() - 40 * DAY),
      updatedAt: longAgo,
    });
    const staleDraft = await quotationInStatus("NEW", { ...own, createdAt: longAgo, updatedAt: longAgo });
    const bound = await quotationInStatus("BOUND", { ...own, eventInDays: -1, createdAt: longAgo, updatedAt: longAgo });
    const declined = await quotationInStatus("DECLINED", { ...own, eventInDays: -1, createdAt: longAgo, updatedAt: longAgo });
    const fresh = await quotationInStatus("PRE_BOUND", { ...own, eventInDays: 20 });
    const today = await quotationInStatus("READY", { ...own, eventInDays: 0 });

    const expired = await expireStaleQuotations();
    expect(expired).toBe(3);
    for (const q of [eventPassed, untouched, staleDraft]) {
      const after = await quotationSnapshot(q.id);
      expect(after.status).toBe("EXPIRED");
      expect(after.versions.at(-1)!.status).toBe("EXPIRED");
      const audit = await db.auditEvent.findFirst({
        where: { subjectType: "Quotation", subjectId: String(q.id) },
        orderBy: { id: "desc" },
      });
      expect(audit).toMatchObject({ actorId: null });
    }
    expect((await quotationSnapshot(bound.id)).status).toBe("BOUND");
    expect((await quotationSnapshot(declined.id)).status).toBe("DECLINED");
    expect((await quotationSnapshot(fresh.id)).status).toBe("PRE_BOUND");
    expect((await quotationSnapshot(today.id)).status).toBe("READY");
    // An expired quotation allows no more than a copy.
    expect((await getQuotationDetails(broker, eventPassed.id)).actions).toEqual(["copy"]);
    // Running again finds nothing more.
    expect(await expireStaleQuotations()).toBe(0);
  });

  it("a quotation submitted now expires after 30 days without progress, not before", async () => {
    const done = await submitted();
    await expireStaleQuotations(new Date(Date.now() + 29 * DAY));
    expect((await getQuotationDetails(broker, done.id)).status).toBe(done.status);
    await expireStaleQuotations(new Date(Date.now() + 31 * DAY));
    expect((await getQuotationDetails(broker, done.id)).status).toBe("EXPIRED");
  });
});
