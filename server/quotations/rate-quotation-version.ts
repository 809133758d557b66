import "server-only";
import Decimal from "decimal.js";
import { quotationTransaction } from "./quotation-access";
import { AppError } from "@/lib/api/errors";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { parseRateRequest, rateQuote } from "@/server/rater/rate-quote";
import { getAppConfig } from "@/server/settings/get-app-config";
import { notifyUnderwriters } from "./notify-quotation";
import { priceVersion } from "./quotation-premium";
import { referralReasons } from "./referral-rules";
import { ratedDates, startDateOf } from "./version-content";

type RatingOptions = {
  /** A broker change that comes with a revision: applied only when the revision is rated. */
  broker?: { brokerUserId: number; brokerCompanyId: number };
};

const loadVersion = (versionId: number) =>
  db.quotationVersion.findUniqueOrThrow({ where: { id: versionId }, include: { perils: { orderBy: { id: "asc" } } } });

/**
 * A rating that failed (the rater refused the input, or its result could not be stored): a
 * revision is dropped and the quotation is as it was; a first submission goes back to a draft.
 */
async function abandonRating(actor: Actor, quotationId: number, versionId: number, error: unknown) {
  await quotationTransaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Quotation" WHERE id = ${quotationId} FOR UPDATE`;
    const current = await tx.quotationVersion.findUnique({ where: { id: versionId }, select: { status: true, versionNumber: true } });
    if (current?.status !== "RATING_IN_PROGRESS") return;
    const previous = await tx.quotationVersion.findFirst({
      where: { quotationId, versionNumber: { lt: current.versionNumber } },
      orderBy: { versionNumber: "desc" },
    });
    const message = error instanceof Error ? error.message : String(error);
    if (previous) {
      // A revision the rater refuses is dropped: the quotation stays as it was before it.
      await tx.quotationVersion.delete({ where: { id: versionId } });
      await tx.quotationVersion.update({ where: { id: previous.id }, data: { readOnly: false } });
      await tx.quotation.update({
        where: { id: quotationId },
        data: { status: previous.status, insuredName: previous.applicantName ?? "", eventDate: startDateOf(previous) },
      });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "quotation.ratingFailed",
        subjectType: "Quotation",
        subjectId: quotationId,
        before: { status: "RATING_IN_PROGRESS", version: current.versionNumber },
        after: { status: previous.status, version: previous.versionNumber, error: message },
      });
      return;
    }
    await tx.quotationVersion.update({ where: { id: versionId }, data: { status: "NEW", submittedAt: null } });
    await tx.quotation.update({ where: { id: quotationId }, data: { status: "NEW" } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.ratingFailed",
      subjectType: "Quotation",
      subjectId: quotationId,
      before: { status: "RATING_IN_PROGRESS" },
      after: { status: "NEW", error: message },
    });
  });
}

/** Rater messages name the rater's fields; the wizard names them differently. */
const RATER_PATHS: Record<string, string> = { zipCode: "location.zipCode", dates: "event.dateFrom", "hoursOfCoverage.to": "event.hoursTo" };

/**
 * Rates a submitted version (status RATING_IN_PROGRESS) through the rater, outside any lock, then
 * in one transaction stores every option's result and the explanation (RATING_COMPLETED) and
 * settles it: READY, or REFERRED_TO_UNDERWRITER with the reasons of the referral rules. When the
 * rating fails, the quotation goes back to where it was (abandonRating) and the error is passed on.
 */
export async function rateQuotationVersion(
  actor: Actor,
  quotationId: number,
  versionId: number,
  options: RatingOptions = {},
  now = new Date(),
) {
  const version = await loadVersion(versionId);
  const request = {
    zipCode: version.locationZipCode ?? "",
    dates: ratedDates(version),
    hoursOfCoverage:
      version.kind === "EVENT" && version.hoursOfCoverageFrom && version.hoursOfCoverageTo
        ? { from: version.hoursOfCoverageFrom, to: version.hoursOfCoverageTo }
        : undefined,
    perils: version.perils.map((p) => ({
      peril: p.peril,
      threshold: p.threshold === null ? undefined : p.threshold.toString(),
      limitPerDay: p.limitPerDay?.toString(),
    })),
    claimsVerificationSource: version.claimsVerificationSource,
    priorLoss: version.priorLoss === true,
  };
  let result: RateQuoteResultDto;
  try {
    result = await rateQuote(parseRateRequest(request));
  } catch (error) {
    await abandonRating(actor, quotationId, versionId, error);
    if (error instanceof AppError && error.details) {
      throw new AppError(error.code, error.message, { details: error.details.map((d) => ({ ...d, path: RATER_PATHS[d.path] ?? d.path })) });
    }
    throw error;
  }

  const config = await getAppConfig();
  try {
    return await storeRating(actor, quotationId, versionId, version, request, result, config, now, options);
  } catch (error) {
    await abandonRating(actor, quotationId, versionId, error);
    throw error;
  }
}

async function storeRating(
  actor: Actor,
  quotationId: number,
  versionId: number,
  version: Awaited<ReturnType<typeof loadVersion>>,
  request: unknown,
  result: RateQuoteResultDto,
  config: Awaited<ReturnType<typeof getAppConfig>>,
  now: Date,
  options: RatingOptions,
) {
  return quotationTransaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Quotation" WHERE id = ${quotationId} FOR UPDATE`;
    const quotation = await tx.quotation.findUniqueOrThrow({ where: { id: quotationId } });
    const current = await tx.quotationVersion.findUniqueOrThrow({ where: { id: versionId } });
    // Cancelled (or otherwise moved) while the rater ran: the rating is dropped.
    if (current.status !== "RATING_IN_PROGRESS") return current.status;

    const perils = [];
    for (const option of result.options) {
      const row = version.perils.find((p) => p.peril === option.peril)!;
      perils.push(
        await tx.perilValue.update({
          where: { id: row.id },
          data: {
            limit: option.limit,
            rate: option.rate,
            probability: option.probability,
            samples: option.samples,
            hits: option.hits,
            premiumFromRater: option.premium,
            premiumAfterReview: null,
            premium: option.premium,
            quotable: option.quotable,
            selected: false,
            reason: option.reason,
          },
        }),
      );
    }
    const price = priceVersion(current, perils, config);
    const reasons = referralReasons(current, perils, price.total, config, now);
    const start = startDateOf(current);
    const expiryByAge = new Date(now.getTime() + config.quotationExpiryDays * 86_400_000);
    const expiresAt = start && start < expiryByAge ? start : expiryByAge;
    const status = reasons.length > 0 ? "REFERRED_TO_UNDERWRITER" : "READY";
    await tx.quotationVersion.update({
      where: { id: versionId },
      data: {
        status,
        stationId: result.station?.id ?? null,
        stationDistanceMiles: result.station ? new Decimal(result.station.distanceMiles).toFixed(2) : null,
        rating: { request, result } as object,
        fees: price.fees.toFixed(2),
        totalPremium: price.total.toFixed(2),
        referralReasons: reasons,
        expiresAt,
      },
    });
    await tx.quotation.update({ where: { id: quotationId }, data: { status, ...(options.broker ?? {}) } });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.rated",
      subjectType: "Quotation",
      subjectId: quotationId,
      before: { status: "RATING_IN_PROGRESS" },
      after: {
        status: "RATING_COMPLETED",
        version: current.versionNumber,
        station: result.station?.name ?? null,
        totalPremium: price.total.toFixed(2),
      },
    });
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: status === "READY" ? "quotation.ready" : "quotation.referred",
      subjectType: "Quotation",
      subjectId: quotationId,
      before: { status: "RATING_COMPLETED" },
      after: { status, ...(reasons.length > 0 ? { reasons } : {}) },
    });
    if (status === "REFERRED_TO_UNDERWRITER") {
      await notifyUnderwriters(
        tx,
        quotation,
        "referred to underwriting",
        `${quotation.insuredName || "A quotation"} needs an underwriter's review for these reasons:`,
        reasons,
      );
    }
    return status;
  });
}
