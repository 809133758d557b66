import { beforeAll, describe, expect, it, vi } from "vitest";
import * as claimsApi from "@/lib/api/operations/claims";
import { claimDetailsSchema } from "@/lib/claims/claim-dto";
import { getClaimDetails } from "@/server/claims/get-claim-details";
import { getClaimFile } from "@/server/claims/get-claim-file";
import { listPolicyClaims } from "@/server/claims/list-policy-claims";
import { verifySignedLink } from "@/server/signing/signed-link";
import { invoke } from "../security/matrix/route-invoker";
import { callRoute, sessionCookieOf } from "../support/described-call";
import { smallPdf } from "../support/quotation-factory";
import { claimFileOf, claimOf, claimSetup, policyOf, rainyDay, TEST_STATION, type ClaimActors } from "./claim-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// GET /api/claim/{claimId} and GET /api/policy/{policyId}/claims: the claim as the wire schema
// describes it, its loss days in reading order, the amount of each day by the amount function, the
// station as people read it, its files and letter, the actions of the caller, and who may read it.

let actors: ClaimActors;
beforeAll(async () => {
  actors = await claimSetup();
});

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => ({ code: "none" }),
    (e: { code: string; status: number; message: string }) => e,
  );

describe("one claim", () => {
  it("answers the wire shape: loss days by date then peril, day amounts by the amount function, the station by its name", async () => {
    const policy = await policyOf(actors.broker, { insuredName: "Riverside Festival Association" });
    const claim = await claimOf(policy, {
      status: "DETERMINED",
      // Written out of order: the answer sorts them.
      days: [
        ...rainyDay("2026-07-04", "10000.00", "5000.00"),
        ...rainyDay("2026-07-03", "10000.00", "5000.00").map((d) =>
          d.peril === "maximumTemperature" ? { ...d, result: "TRIGGERED" as const, observed: "96.1", detail: "96.1 °F" } : d,
        ),
        { date: "2026-07-05", peril: "rainfall", result: "NO_DATA", threshold: "0.5", unit: "in" },
      ],
      amounts: { gross: "20000.00", deductibleApplied: "500.00", aggregateRemaining: "20000.00", amount: "19500.00" },
    });
    const dto = await getClaimDetails(actors.underwriter, claim.id);
    expect(claimDetailsSchema.strict().safeParse(dto).success, JSON.stringify(claimDetailsSchema.safeParse(dto).error?.issues)).toBe(true);
    expect(dto).toMatchObject({
      id: claim.id,
      claimNumber: `${policy.policyNumber}-C1`,
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      insuredName: "Riverside Festival Association",
      kind: "EVENT",
      brokerCompany: { id: actors.broker.companyId, name: "Brightline Brokers" },
      status: "DETERMINED",
      origin: "AUTOMATIC",
      grossAmount: "20000.00",
      deductible: policy.deductible.toFixed(2),
      deductibleApplied: "500.00",
      aggregateLimit: policy.aggregateLimit.toFixed(2),
      aggregateRemaining: "20000.00",
      amount: "19500.00",
      notice: null,
      declineReason: null,
      paidAt: null,
      paidAmount: null,
      decidedAt: null,
      files: [],
    });
    expect(dto.lossDays.map((d) => `${d.date} ${d.peril} ${d.result}`)).toEqual([
      "2026-07-03 rainfall TRIGGERED",
      "2026-07-03 maximumTemperature TRIGGERED",
      "2026-07-04 rainfall TRIGGERED",
      "2026-07-04 maximumTemperature NOT_TRIGGERED",
      "2026-07-05 rainfall NO_DATA",
    ]);
    expect(dto.lossDays[0]).toEqual({
      date: "2026-07-03",
      peril: "rainfall",
      observed: "0.62",
      threshold: "0.5",
      unit: "in",
      detail: "0.62 in",
      result: "TRIGGERED",
      source: "STATION",
      station: { id: TEST_STATION.id, name: "Albany International Airport" },
      limitPerDay: "10000.00",
      determinedAt: expect.stringMatching(/Z$/),
    });
    expect(dto.lossDays[4]).toMatchObject({ observed: null, determinedAt: null });
    // Each day pays the largest limit among the perils that triggered; a day without data pays nothing yet.
    expect(dto.dayAmounts).toEqual([
      { date: "2026-07-03", amount: "10000.00", perils: ["rainfall", "maximumTemperature"] },
      { date: "2026-07-04", amount: "10000.00", perils: ["rainfall"] },
      { date: "2026-07-05", amount: "0.00", perils: [] },
    ]);
    expect(dto.actions).toEqual(["approve", "decline", "enterObserverReport"]);
  });

  it("shows the notice of a claim that came from one, and no letter before it is determined", async () => {
    const policy = await policyOf(actors.broker);
    const claim = await claimOf(policy, {
      status: "NOTIFIED",
      notice: { dates: ["2026-07-04", "2026-07-03"], perils: ["maximumTemperature", "rainfall"], description: "The park flooded at noon." },
      days: [{ date: "2026-07-03", peril: "rainfall", result: "NO_DATA", threshold: "0.5", unit: "in", stationId: null }],
    });
    const dto = await getClaimDetails(actors.broker, claim.id);
    expect(dto).toMatchObject({
      status: "NOTIFIED",
      origin: "LOSS_NOTICE",
      notice: { dates: ["2026-07-03", "2026-07-04"], perils: ["rainfall", "maximumTemperature"], description: "The park flooded at noon." },
      letterHref: null,
      amount: null,
      grossAmount: null,
      determinedAt: null,
      actions: [],
    });
    expect(dto.lossDays[0].station).toBeNull();
  });

  it("links the determination letter with a signed link once determined", async () => {
    const policy = await policyOf(actors.broker);
    const claim = await claimOf(policy, { days: rainyDay("2026-07-03") });
    const dto = await getClaimDetails(actors.broker, claim.id);
    const href = new URL(dto.letterHref!, "http://portal.test");
    expect(href.pathname).toBe(`/print/claim/${claim.id}/determination`);
    expect(verifySignedLink(href.searchParams.get("token")!, "print-claim", claim.id, new Date())).toMatchObject({ ok: true });
    expect(verifySignedLink(href.searchParams.get("token")!, "print-claim", claim.id + 1, new Date()).ok).toBe(false);
  });

  it("caps a promotion's day at the benefits its determination found", async () => {
    const policy = await policyOf(actors.broker, {
      promotion: {
        name: "Sofa Sale",
        periodFrom: "2026-05-01",
        periodUntil: "2026-05-31",
        promotionDate: "2026-06-13",
        finalEstimatedSales: "16000.00",
      },
      perils: [{ peril: "rainfall", threshold: "0.5", limitPerDay: "20000.00", rate: "0.08", premium: "1600.00" }],
    });
    const claim = await claimOf(policy, {
      days: [
        {
          date: "2026-06-13",
          peril: "rainfall",
          result: "TRIGGERED",
          observed: "0.7",
          threshold: "0.5",
          unit: "in",
          limitPerDay: "20000.00",
        },
      ],
      amounts: { gross: "16000.00", deductibleApplied: "0.00", aggregateRemaining: "20000.00", amount: "16000.00" },
    });
    const dto = await getClaimDetails(actors.underwriter, claim.id);
    expect(dto.kind).toBe("PROMOTION");
    expect(dto.dayAmounts).toEqual([{ date: "2026-06-13", amount: "16000.00", perils: ["rainfall"] }]);
  });

  it("is read by the policy's company and the staff; another company's broker and a colleague limited to their own get 404", async () => {
    const policy = await policyOf(actors.broker);
    const claim = await claimOf(policy, { days: rainyDay("2026-07-03") });
    for (const reader of [actors.admin, actors.underwriter, actors.broker]) {
      expect((await getClaimDetails(reader, claim.id)).id).toBe(claim.id);
    }
    for (const stranger of [actors.otherBroker, actors.ownOnlyBroker]) {
      expect(await refusal(getClaimDetails(stranger, claim.id))).toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
      expect(await refusal(listPolicyClaims(stranger, policy.id))).toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    }
    expect(await refusal(getClaimDetails(actors.admin, 2_000_000_000))).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    // The broker reads, but takes no action.
    expect((await getClaimDetails(actors.broker, claim.id)).actions).toEqual([]);
    expect((await getClaimDetails(actors.admin, claim.id)).actions).toEqual(["approve", "decline", "enterObserverReport"]);
  });

  it("answers through its route as described, and 404 for a claim the caller may not read", async () => {
    const policy = await policyOf(actors.broker);
    const claim = await claimOf(policy, { days: rainyDay("2026-07-03") });
    const mine = await callRoute(claimsApi.getClaim, { actor: actors.broker, params: { claimId: claim.id } });
    expect(mine.status).toBe(200);
    expect(claimDetailsSchema.safeParse(mine.body.data).success).toBe(true);
    const theirs = await callRoute(claimsApi.getClaim, { actor: actors.otherBroker, params: { claimId: claim.id } });
    expect([theirs.status, theirs.body.error?.code]).toEqual([404, "RESOURCE_NOT_FOUND"]);
    const nobody = await callRoute(claimsApi.getClaim, { params: { claimId: claim.id } });
    expect(nobody.status).toBe(401);
  });
});

describe("the files of a claim", () => {
  it("lists each file with its download link, which serves the bytes to a reader of the claim only", async () => {
    const policy = await policyOf(actors.broker);
    const claim = await claimOf(policy, { days: rainyDay("2026-07-03") });
    const kept = await claimFileOf(claim.id, "OBSERVER_REPORT", "observer report.pdf");
    const dto = await getClaimDetails(actors.broker, claim.id);
    expect(dto.files).toEqual([
      {
        id: kept.id,
        kind: "OBSERVER_REPORT",
        fileName: "observer report.pdf",
        href: `/api/claim/${claim.id}/file/${kept.id}`,
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);

    const served = await invoke({
      method: "get",
      template: "/api/claim/{claimId}/file/{fileId}",
      params: { claimId: claim.id, fileId: kept.id },
      cookie: await sessionCookieOf(actors.broker),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="observer report.pdf"/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(served.body, "latin1").equals(smallPdf())).toBe(true);

    expect(await refusal(getClaimFile(actors.otherBroker, claim.id, kept.id))).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    // A file of another claim is not found under this one.
    const other = await claimOf(policy, { days: rainyDay("2026-07-10") });
    expect(await refusal(getClaimFile(actors.admin, other.id, kept.id))).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });
});

describe("the claims of a policy", () => {
  it("answers every claim of the policy, oldest first, as GET /api/claim/{claimId} does", async () => {
    const policy = await policyOf(actors.broker);
    const first = await claimOf(policy, { status: "DECLINED", days: rainyDay("2026-07-03"), createdAt: new Date("2026-07-04T10:00:00Z") });
    const second = await claimOf(policy, { status: "NOTIFIED", createdAt: new Date("2026-07-06T10:00:00Z") });
    await claimOf(await policyOf(actors.broker), { days: rainyDay("2026-07-03") });
    const claims = await listPolicyClaims(actors.broker, policy.id);
    expect(claims.map((c) => [c.id, c.claimNumber])).toEqual([
      [first.id, `${policy.policyNumber}-C1`],
      [second.id, `${policy.policyNumber}-C2`],
    ]);
    const one = await getClaimDetails(actors.broker, first.id);
    const withoutToken = (c: { letterHref: string | null }) => ({ ...c, letterHref: c.letterHref?.split("?")[0] ?? null });
    expect(withoutToken(claims[0])).toEqual(withoutToken(one));

    const route = await callRoute(claimsApi.listPolicyClaims, { actor: actors.underwriter, params: { policyId: policy.id } });
    expect(route.status).toBe(200);
    expect((route.body.data as { id: number }[]).map((c) => c.id)).toEqual([first.id, second.id]);
    expect(await listPolicyClaims(actors.broker, (await policyOf(actors.broker)).id)).toEqual([]);
  });
});
