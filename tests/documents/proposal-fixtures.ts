import type { PerilValueDto, QuotationDetailsDto, QuotationVersionDto } from "@/lib/quotations/quotation-dto";
import { EMPTY_QUOTATION_FORM } from "@/lib/quotations/quotation-schema";
import type { PerilName } from "@/lib/rater/perils";

// Hand-built quotation details, shaped like GET /api/quotation/{id}, for the document tests and the
// benchmark. The figures add up as the rater and the pre-bind store them.

function peril(peril: PerilName, values: Partial<PerilValueDto>): PerilValueDto {
  return {
    peril,
    threshold: null,
    limitPerDay: null,
    limit: null,
    rate: null,
    premiumFromRater: null,
    premiumAfterReview: null,
    premium: null,
    selected: false,
    quotable: true,
    reason: null,
    ...values,
  };
}

function version(values: Partial<QuotationVersionDto>): QuotationVersionDto {
  return {
    id: 41,
    versionNumber: 2,
    status: "PRE_BOUND",
    readOnly: false,
    kind: "EVENT",
    applicant: {
      name: "Riverside Summer Jazz Festival LLC",
      email: "events@riversidejazz.example.com",
      street: "455 Amsterdam Avenue",
      city: "New York",
      state: "NY",
      zipCode: "10024",
    },
    event: null,
    promotion: null,
    location: { name: "Central Park Great Lawn", street: "79th Street Transverse", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "250000.00",
    deductible: "2500.00",
    claimsVerificationSource: "OFFSITE_OBSERVER",
    priorLoss: false,
    priorLossDetails: null,
    declarationAccepted: true,
    perils: [],
    station: { id: "USW00094728", name: "NY City Central Park", distanceMiles: "0.8" },
    fees: null,
    totalPremium: null,
    minimumPremium: "500.00",
    belowMinimumPremium: false,
    price: null,
    // No state-fee row: a test passes the insured state's own (ProposalExtras.stateFee).
    pricingTerms: { weatherWorksFee: "150.00", lightningFee: "275.00", minimumPremium: "500.00", stateFee: null, municipality: null },
    referralReasons: [],
    declineReason: null,
    wizardStep: 7,
    submittedAt: "2026-05-20T14:02:11Z",
    reviewedAt: "2026-05-21T09:30:00Z",
    expiresAt: "2026-06-20T03:59:59Z",
    createdAt: "2026-05-20T13:40:00Z",
    rating: null,
    ...values,
  };
}

function details(current: QuotationVersionDto, values: Partial<QuotationDetailsDto> = {}): QuotationDetailsDto {
  return {
    id: 1234,
    quotationNumber: "Q2026-001234",
    status: current.status,
    brokerCompany: { id: 3, name: "Brightline Insurance Brokers" },
    brokerUser: { id: 7, name: "Dana Whitfield", email: "dana.whitfield@brightline.example.com" },
    createdBy: { id: 7, name: "Dana Whitfield" },
    copiedFrom: null,
    insuredName: current.applicant.name ?? "",
    eventDate: current.event?.dateFrom ?? current.promotion?.promotionDate ?? null,
    createdAt: current.createdAt,
    updatedAt: current.reviewedAt ?? current.createdAt,
    current,
    versions: [
      {
        id: current.id,
        versionNumber: current.versionNumber,
        status: current.status,
        readOnly: false,
        premium: current.price?.breakdown.premium ?? null,
        fees: current.fees,
        totalPremium: current.totalPremium,
        submittedAt: current.submittedAt,
        createdAt: current.createdAt,
      },
    ],
    documents: [],
    proposals: [],
    signings: [],
    policy: null,
    actions: [],
    form: EMPTY_QUOTATION_FORM,
    ...values,
  };
}

/**
 * A three-day festival, pre-bound with rainfall, lightning and maximum temperature selected (wind
 * speed offered but not chosen), verified by an off-site observer.
 * Premiums 7,125.00 + 1,237.50 + 2,062.50 = 10,425.00; fees: observer 3 days × 2 perils × 150.00 =
 * 900.00, lightning 1 period × 275.00 = 275.00; total 11,600.00.
 */
export function preBoundEventDetails(): QuotationDetailsDto {
  return details(
    version({
      event: {
        name: "Riverside Summer Jazz Festival 2026",
        type: "Festival",
        dateFrom: "2026-07-03",
        dateUntil: "2026-07-05",
        dates: ["2026-07-03", "2026-07-04", "2026-07-05"],
        hoursFrom: "10:00",
        hoursTo: "22:00",
      },
      perils: [
        peril("rainfall", {
          threshold: "0.500",
          limitPerDay: "250000.00",
          limit: "750000.00",
          rate: "0.009500",
          premiumFromRater: "7125.00",
          premium: "7125.00",
          selected: true,
        }),
        peril("windSpeed", {
          threshold: "30.000",
          limitPerDay: "100000.00",
          limit: "300000.00",
          rate: "0.004000",
          premiumFromRater: "1200.00",
          premium: "1200.00",
        }),
        peril("lightning", {
          limitPerDay: "125000.00",
          limit: "375000.00",
          rate: "0.003300",
          premiumFromRater: "1237.50",
          premium: "1237.50",
          selected: true,
        }),
        peril("maximumTemperature", {
          threshold: "95.000",
          limitPerDay: "125000.00",
          limit: "375000.00",
          rate: "0.005500",
          premiumFromRater: "2062.50",
          premium: "2062.50",
          selected: true,
        }),
        peril("snowfall", { threshold: "2.000", limitPerDay: "50000.00", limit: "150000.00", quotable: false, reason: "Too few samples" }),
      ],
      fees: "1175.00",
      totalPremium: "11600.00",
    }),
  );
}

/**
 * A promotion quoted (READY, nothing selected yet): every quotable option is shown. Rainfall
 * 1,840.00 and adverse weather 960.00 on the draw day; closest station, no fees; total 2,800.00.
 */
export function readyPromotionDetails(): QuotationDetailsDto {
  return details(
    version({
      id: 77,
      versionNumber: 1,
      status: "READY",
      kind: "PROMOTION",
      applicant: {
        name: "Harbor Motors of Worcester, Inc.",
        email: null,
        street: "1200 Shrewsbury Street",
        city: "Worcester",
        state: "MA",
        zipCode: "01604",
      },
      promotion: {
        name: "Rain Pays You Back Summer Sales Event",
        periodFrom: "2026-06-01",
        periodUntil: "2026-06-30",
        promotionDate: "2026-07-11",
        finalEstimatedSales: "1250000.00",
      },
      location: { name: "Harbor Motors showroom", street: "1200 Shrewsbury Street", city: "Worcester", state: "MA", zipCode: "01604" },
      limitPerDay: "1000000.00",
      deductible: "0.00",
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      station: { id: "USW00094746", name: "Worcester Regional Airport", distanceMiles: "3.4" },
      perils: [
        peril("rainfall", {
          threshold: "1.000",
          limitPerDay: "1000000.00",
          limit: "1000000.00",
          rate: "0.001840",
          premiumFromRater: "1840.00",
          premium: "1840.00",
        }),
        peril("adverseWeather", {
          limitPerDay: "1000000.00",
          limit: "1000000.00",
          rate: "0.000960",
          premiumFromRater: "960.00",
          premium: "960.00",
        }),
      ],
      fees: "0.00",
      totalPremium: "2800.00",
      expiresAt: "2026-06-15T03:59:59Z",
    }),
    {
      id: 1301,
      quotationNumber: "Q2026-001301",
      brokerCompany: { id: 5, name: "Harbor Risk Partners" },
      brokerUser: { id: 11, name: "Sam Okafor", email: "sam.okafor@harbor.example.com" },
    },
  );
}
