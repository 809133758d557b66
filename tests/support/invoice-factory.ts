import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import { invoiceFigures, type InvoiceFigures } from "@/lib/policies/invoice-figures";
import type { ClaimsVerificationSourceName } from "@/lib/rater/perils";
import { db } from "@/server/db";
import { DEFAULT_PERILS, quotationInStatus, type PerilOption } from "./quotation-factory";

// A policy as bind leaves it (issue 6 item 4), written straight to the database: the BOUND
// quotation and version it came from (quotation-factory.ts), the Policy row, and its bind Invoice
// with the figures of lib/policies/invoice-figures.ts (the one place they are computed) on the
// insured's state-fee row and the broker company's commission.

export type IssuedPolicyOptions = {
  brokerUserId: number;
  brokerCompanyId: number;
  /** Default: the seeded demo binder. */
  binderId?: number;
  /** Default: the seeded underwriter company; null for none. */
  underwriterCompanyId?: number | null;
  policyNumber?: string;
  insuredName?: string;
  /** The insured's (and the event location's) address; default New York, NY 10024. */
  address?: { street: string; city: string; state: string; zipCode: string };
  perils?: PerilOption[];
  eventDays?: number;
  claimsVerificationSource?: ClaimsVerificationSourceName;
  /** Third-party fees charged with the cover. */
  fees?: { observer?: string; lightning?: string };
  /** A promotion (with its sales period and draw date) instead of an event. */
  promotion?: { name: string; periodFrom: string; periodUntil: string; promotionDate: string; finalEstimatedSales: string };
  status?: Prisma.PolicyCreateInput["status"];
  /** No Invoice row (a policy whose invoice is not issued yet). */
  withoutInvoice?: boolean;
};

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
let seq = 0;

export async function issuedPolicy(options: IssuedPolicyOptions) {
  seq++;
  const perils = options.perils ?? DEFAULT_PERILS;
  const observer = options.fees?.observer ?? "0.00";
  const lightning = options.fees?.lightning ?? "0.00";
  const feeTotal = (Number(observer) * 100 + Number(lightning) * 100) / 100;
  const q = await quotationInStatus("BOUND", {
    brokerUserId: options.brokerUserId,
    brokerCompanyId: options.brokerCompanyId,
    insuredName: options.insuredName,
    perils,
    eventDays: options.eventDays,
    fees: feeTotal.toFixed(2),
  });
  // The rater's fee breakdown, as it stores it beside the total.
  const rating = q.version.rating as { request: unknown; result: { fees: Record<string, unknown> } } | null;
  if (rating) rating.result.fees = { ...rating.result.fees, observer, lightning, total: feeTotal.toFixed(2) };
  const address = options.address ?? { street: "120 West 81st Street", city: "New York", state: "NY", zipCode: "10024" };
  const promotion = options.promotion;
  const version = await db.quotationVersion.update({
    where: { id: q.version.id },
    data: {
      rating: (rating ?? undefined) as Prisma.InputJsonValue | undefined,
      applicantStreet: address.street,
      applicantCity: address.city,
      applicantState: address.state,
      applicantZipCode: address.zipCode,
      locationCity: address.city,
      locationState: address.state,
      locationZipCode: address.zipCode,
      ...(options.address ? { locationName: `${address.city} Fairgrounds`, locationStreet: address.street } : {}),
      claimsVerificationSource: options.claimsVerificationSource ?? "CLOSEST_WEATHER_STATION",
      ...(promotion
        ? {
            kind: "PROMOTION",
            eventName: null,
            eventType: null,
            datesOfCoverage: [],
            hoursOfCoverageFrom: null,
            hoursOfCoverageTo: null,
            promotionName: promotion.name,
            promotionPeriodFrom: asDate(promotion.periodFrom),
            promotionPeriodUntil: asDate(promotion.periodUntil),
            promotionDate: asDate(promotion.promotionDate),
            finalEstimatedSales: promotion.finalEstimatedSales,
            locationName: "Showroom",
          }
        : {}),
    },
    include: { perils: true },
  });

  const binderId = options.binderId ?? (await db.binder.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
  const underwriterCompanyId =
    options.underwriterCompanyId === undefined
      ? ((await db.company.findFirst({ where: { role: "UNDERWRITER" }, orderBy: { id: "asc" } }))?.id ?? null)
      : options.underwriterCompanyId;
  const premium = perils.reduce((sum, p) => sum + Math.round(Number(p.premium) * 100), 0) / 100;
  const days = version.datesOfCoverage.map((d) => d.toISOString().slice(0, 10)).sort();
  const dateFrom = promotion ? promotion.promotionDate : days[0];
  const dateUntil = promotion ? promotion.promotionDate : days.at(-1)!;
  const aggregateLimit = (Number(version.limitPerDay) * (promotion ? 1 : days.length)).toFixed(2);

  const policy = await db.policy.create({
    data: {
      policyNumber:
        options.policyNumber ??
        `WEP-${new Date().getUTCFullYear()}-${String(seq).padStart(4, "0")}-${randomBytes(2).toString("hex").toUpperCase()}`,
      quotationId: q.id,
      quotationVersionId: version.id,
      brokerCompanyId: options.brokerCompanyId,
      brokerUserId: options.brokerUserId,
      underwriterCompanyId,
      binderId,
      insuredName: version.applicantName ?? q.insuredName,
      insuredEmail: version.applicantEmail,
      insuredStreet: address.street,
      insuredCity: address.city,
      insuredState: address.state,
      insuredZipCode: address.zipCode,
      kind: promotion ? "PROMOTION" : "EVENT",
      itemName: promotion ? promotion.name : (version.eventName ?? "Event"),
      dateFrom: asDate(dateFrom),
      dateUntil: asDate(dateUntil),
      deductible: version.deductible ?? "0",
      aggregateLimit,
      premium: premium.toFixed(2),
      status: options.status ?? "LIVE",
    },
  });

  let invoice = null;
  let figures: InvoiceFigures | null = null;
  if (!options.withoutInvoice) {
    const [stateFee, company] = await Promise.all([
      db.stateFee.findUniqueOrThrow({ where: { state: address.state } }),
      db.company.findUniqueOrThrow({ where: { id: options.brokerCompanyId } }),
    ]);
    figures = invoiceFigures({
      grossBoundPremium: premium.toFixed(2),
      thirdPartyFees: { observer, lightning },
      commissionPercent: company.commission,
      stateFee,
    });
    invoice = await db.invoice.create({
      data: {
        invoiceNumber: `INV-${policy.policyNumber}`,
        policyId: policy.id,
        kind: "BIND",
        grossBoundPremium: figures.grossBoundPremium,
        commissionRate: figures.commissionRate,
        commission: figures.commission,
        stateTax: figures.stateTax,
        stampingFee: figures.stampingFee,
        municipalityTax: figures.municipalityTax,
        fees: figures.fees,
        amountDue: figures.amountDue,
      },
    });
  }
  return { quotation: q, version, policy, invoice, figures };
}
