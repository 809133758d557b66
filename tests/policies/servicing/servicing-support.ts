import type { z } from "zod";
import { expect } from "vitest";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import type { PolicyDetailsDto, PolicyStatusName } from "@/lib/policies/policy-dto";
import { todayIso } from "@/lib/quotations/quotation-schema";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseInput } from "@/server/http/parse-input";
import { approvePolicyCancellation } from "@/server/policies/approve-policy-cancellation";
import { cancelPolicy } from "@/server/policies/cancel-policy";
import { requestPolicyCancellation } from "@/server/policies/request-policy-cancellation";
import { reviewFinalSales } from "@/server/policies/review-final-sales";
import { submitFinalSales } from "@/server/policies/submit-final-sales";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../../support/binding";
import { demoActor } from "../../support/factories";
import { isoDay, type PerilOption } from "../../support/quotation-factory";

// Helpers of the policy servicing tests (issue 11): the five kinds of reader of a policy, LIVE
// policies made the real way (a READY_TO_BIND quotation bound by the underwriter), policies walked
// into each status through the servicing use cases, a snapshot of everything an action may write,
// and races of concurrent calls.

export type ServicingActors = {
  admin: Actor;
  underwriter: Actor;
  /** broker@example.com, Brightline (VIEW_COMPANY_INDICATIONS): the broker of the policies made here. */
  broker: Actor;
  /** broker.own@example.com, Brightline, VIEW_MY_INDICATIONS: a colleague who does not own the policies. */
  ownOnlyBroker: Actor;
  /** broker@harbor.example.com: a broker of another company. */
  otherBroker: Actor;
};

/** The demo users, a temporary file store for the application documents, and one roomy binder covering today. */
export async function servicingSetup(): Promise<ServicingActors> {
  useTemporaryFileStorage();
  await onlyBinderCoveringToday("25000000.00");
  return {
    admin: await demoActor("admin@example.com"),
    underwriter: await demoActor("underwriter@example.com"),
    broker: await demoActor("broker@example.com"),
    ownOnlyBroker: await demoActor("broker.own@example.com"),
    otherBroker: await demoActor("broker@harbor.example.com"),
  };
}

/** Today in New York (the portal's calendar day) plus `days`, YYYY-MM-DD. */
export const nyDay = (days = 0) => addCalendarDays(todayIso(), days);

/**
 * The factory's `eventInDays` (counted from today in UTC) that puts the event `days` New York days
 * from today: the two calendars differ by a day in the New York evening.
 */
export function eventInNyDays(days: number): number {
  const shift = Math.round((Date.parse(`${nyDay(0)}T00:00:00Z`) - Date.parse(`${isoDay(0)}T00:00:00Z`)) / 86_400_000);
  return days + shift;
}

/** A day as the portal prints it in messages: MM/DD/YYYY. */
export const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const rain = (premium: string, limitPerDay = "10000.00", threshold = "0.5"): PerilOption => ({
  peril: "rainfall",
  threshold,
  limitPerDay,
  rate: "0.08",
  premium,
});
export const heat = (premium: string, limitPerDay = "10000.00"): PerilOption => ({
  peril: "maximumTemperature",
  threshold: "95",
  limitPerDay,
  rate: "0.03",
  premium,
});
export const lightning = (premium: string, limitPerDay = "10000.00"): PerilOption => ({
  peril: "lightning",
  threshold: null,
  limitPerDay,
  rate: "0.02",
  premium,
});

export type PromotionTerms = { name?: string; periodFrom: string; periodUntil: string; promotionDate: string; finalEstimatedSales: string };

/**
 * A promotion whose sales period ended `endedDaysAgo` days ago (New York days; 1: yesterday, so
 * final sales are due today), running 40 days, drawn 20 days from today.
 */
export function endedPromotion(endedDaysAgo = 1): PromotionTerms {
  return {
    name: "Rain or Shine Sofa Sale",
    periodFrom: nyDay(-40),
    periodUntil: nyDay(-endedDaysAgo),
    promotionDate: nyDay(20),
    finalEstimatedSales: "16000.00",
  };
}

export type LivePolicyOptions = {
  /** The policy's broker; default broker@example.com. */
  owner?: Actor;
  /** The insured's state (its state-fee row goes on the invoices); default NY. */
  state?: string;
  eventInDays?: number;
  eventDays?: number;
  perils?: PerilOption[];
  fees?: string;
  source?: ClaimsVerificationSourceName;
  promotion?: PromotionTerms;
  /**
   * Perils the rater could not price (no station within reach) that the underwriter priced at
   * review: bound with the option's premium as the underwriter's (`premiumAfterReview`), no rater
   * premium, rate or samples.
   */
  underwriterPriced?: PerilName[];
};

/**
 * A LIVE policy made the real way: a READY_TO_BIND quotation of the factory (one-day festival 60
 * days ahead at Central Park, rainfall 800.00 + maximum temperature 300.00 unless told otherwise)
 * with its application on file, bound by the underwriter. A promotion's dates are set on the
 * version before bind, so bind derives the policy period and the final sales date itself.
 */
export async function livePolicy(actors: ServicingActors, options: LivePolicyOptions = {}): Promise<PolicyDetailsDto> {
  const owner = options.owner ?? actors.broker;
  const q = await quotationWithApplication(owner, {
    status: "READY_TO_BIND",
    eventInDays: options.eventInDays,
    eventDays: options.eventDays,
    perils: options.perils,
    fees: options.fees,
  });
  for (const peril of options.underwriterPriced ?? []) {
    const option = q.version.perils.find((o) => o.peril === peril)!;
    await db.perilValue.update({
      where: { id: option.id },
      data: {
        premiumFromRater: null,
        premiumAfterReview: option.premium,
        rate: null,
        probability: null,
        samples: null,
        hits: null,
        reason: "No weather station within reach records it",
      },
    });
  }
  const p = options.promotion;
  await db.quotationVersion.update({
    where: { id: q.version.id },
    data: {
      applicantState: options.state ?? "NY",
      claimsVerificationSource: options.source ?? "CLOSEST_WEATHER_STATION",
      ...(p
        ? {
            kind: "PROMOTION",
            eventName: null,
            eventType: null,
            datesOfCoverage: [],
            hoursOfCoverageFrom: null,
            hoursOfCoverageTo: null,
            promotionName: p.name ?? "Rain or Shine Sofa Sale",
            promotionPeriodFrom: asDate(p.periodFrom),
            promotionPeriodUntil: asDate(p.periodUntil),
            promotionDate: asDate(p.promotionDate),
            finalEstimatedSales: p.finalEstimatedSales,
            locationName: "Showroom",
          }
        : {}),
    },
  });
  return bindQuotation(actors.underwriter, q.id, { policyNumber: policyNumber("SRV") });
}

export type PolicyKind = "EVENT" | "PROMOTION";

/**
 * A body as the route hands it to a policy action: an accessor that applies the operation's schema
 * when the use case reads it (after its guards), for bodies of any shape, as JSON may arrive.
 */
export const wire =
  <S extends z.ZodType>(schema: S, body: unknown) =>
  () =>
    parseInput(schema, body);

/** Bodies the walks (and the matrix) use: valid for any policy made by livePolicy today. */
export const BODIES = {
  request: () => ({ reason: "The organiser called the event off", cancellationDate: nyDay(0) }),
  reject: () => ({ reason: "The event is still going ahead" }),
  cancel: () => ({ reason: "The premium was not paid", cancellationDate: nyDay(0) }),
  endorsement: () => ({ title: "Additional insured", content: "The City of New York is added as an additional insured." }),
  finalSales: () => ({ finalSalesAmount: "12000.00" }),
};

/**
 * A policy of `kind` in `status`, reached through the servicing use cases: LIVE by bind; then a
 * broker's cancellation request, an underwriter's cancel, the broker's final sales report and the
 * underwriter's review. Promotions have an ended sales period, so final sales can be reported.
 */
export async function policyInStatus(
  actors: ServicingActors,
  status: PolicyStatusName,
  kind: PolicyKind = "PROMOTION",
  options: LivePolicyOptions = {},
): Promise<PolicyDetailsDto> {
  let dto = await livePolicy(actors, { ...(kind === "PROMOTION" ? { promotion: endedPromotion() } : {}), ...options });
  const owner = options.owner ?? actors.broker;
  if (status === "CANCELLATION_REQUESTED") dto = await requestPolicyCancellation(owner, dto.id, BODIES.request());
  if (status === "CANCELLED") dto = await cancelPolicy(actors.underwriter, dto.id, BODIES.cancel());
  if (status === "FINAL_SALES_SUBMITTED" || status === "BOUND_UPDATED") dto = await submitFinalSales(owner, dto.id, BODIES.finalSales());
  if (status === "BOUND_UPDATED") dto = await reviewFinalSales(actors.underwriter, dto.id, BODIES.finalSales());
  expect(dto.status, `the walk to ${status}`).toBe(status);
  return dto;
}

/** A LIVE policy with an open cancellation request, or one approved (CANCELLED) — convenience for the figures. */
export async function requestedAndApproved(actors: ServicingActors, policyId: number, cancellationDate: string) {
  await requestPolicyCancellation(actors.broker, policyId, { reason: "The organiser called the event off", cancellationDate });
  return approvePolicyCancellation(actors.underwriter, policyId);
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));

/**
 * Everything a policy action may write: the policy row (with its updatedAt), its endorsements,
 * cancellations, final sales revisions and invoices, the versions of its quotation (a cover change
 * copies one), and the audit trail and outbox as a whole (count and last id).
 */
export async function servicingSnapshot(policyId: number) {
  const policy = await db.policy.findUniqueOrThrow({
    where: { id: policyId },
    include: {
      endorsements: { orderBy: { id: "asc" } },
      cancellations: { orderBy: { id: "asc" } },
      finalSalesRevisions: { orderBy: { id: "asc" } },
      invoices: { orderBy: { id: "asc" } },
    },
  });
  const [audit, outbox, versions, perils] = await Promise.all([
    db.auditEvent.aggregate({ _count: { _all: true }, _max: { id: true } }),
    db.emailOutbox.aggregate({ _count: { _all: true }, _max: { id: true } }),
    db.quotationVersion.findMany({
      where: { quotationId: policy.quotationId },
      orderBy: { id: "asc" },
      select: { id: true, status: true, updatedAt: true },
    }),
    db.perilValue.findMany({ where: { versionId: policy.quotationVersionId }, orderBy: { id: "asc" } }),
  ]);
  return plain({ policy, audit, outbox, versions, perils });
}

/** Counts of the rows the servicing actions write, across the whole database. */
export async function servicingCounts() {
  const [endorsements, cancellations, finalSales, invoices, audit, emails, versions] = await Promise.all([
    db.endorsement.count(),
    db.cancellation.count(),
    db.finalSalesRevision.count(),
    db.invoice.count(),
    db.auditEvent.count(),
    db.emailOutbox.count(),
    db.quotationVersion.count(),
  ]);
  return { endorsements, cancellations, finalSales, invoices, audit, emails, versions };
}

export type Refusal = { code?: string; status?: number; message?: string; details?: { path: string; message: string }[] };
export type Settled = { ok: true; label: string; value: unknown } | { ok: false; label: string; error: Refusal };

/** Starts every call in the same tick and waits for all of them. */
export function race(calls: { label: string; run: () => Promise<unknown> }[]): Promise<Settled[]> {
  return Promise.all(
    calls.map(({ label, run }) =>
      run().then(
        (value): Settled => ({ ok: true, label, value }),
        (error): Settled => ({ ok: false, label, error }),
      ),
    ),
  );
}

/** The error a call is refused with (fails the test when it succeeds). */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: Refusal) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected a refusal, the call succeeded: ${JSON.stringify(outcome.value).slice(0, 300)}`);
  return outcome.error;
}

/**
 * Runs a call that must be refused with VALIDATION_FAILURE carrying `message` (at `path` when
 * given), and checks that it changed nothing.
 */
export async function expectValidationRefusal(
  policyId: number,
  call: () => Promise<unknown>,
  expected: { path?: string; message: string | RegExp },
) {
  const before = await servicingSnapshot(policyId);
  const error = await refusal(call());
  expect(error, `${error.code}: ${error.message}`).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
  const message = typeof expected.message === "string" ? expected.message : expect.stringMatching(expected.message);
  expect(error.details, "the details name the field").toEqual(
    expect.arrayContaining([expected.path === undefined ? expect.objectContaining({ message }) : { path: expected.path, message }]),
  );
  expect(await servicingSnapshot(policyId), "a refusal changes nothing").toEqual(before);
  return error;
}

/** The outbox rows written since `afterId`, oldest first. */
export async function emailsSince(afterId: number) {
  return db.emailOutbox.findMany({ where: { id: { gt: afterId } }, orderBy: { id: "asc" } });
}

export async function lastEmailId(): Promise<number> {
  return (await db.emailOutbox.aggregate({ _max: { id: true } }))._max.id ?? 0;
}

/** Decimal columns as two-place strings. */
export const cents = (d: { toFixed(places: number): string } | null | undefined) => (d === null || d === undefined ? null : d.toFixed(2));
