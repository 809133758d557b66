import { Prisma } from "@/generated/prisma/client";
import { invoiceFigures } from "@/lib/policies/invoice-figures";
import type { PerilName } from "@/lib/rater/perils";
import type { PolicyInvoiceRow } from "@/server/documents/policy-invoice-data";
import type { PolicyEndorsementRow } from "@/server/documents/policy-endorsement-data";
import type { PolicyWordingRow } from "@/server/documents/policy-wording-data";

// Hand-built Policy and Invoice rows, shaped as the print use cases read them
// (policyWordingInclude, policyInvoiceInclude), for the document tests and the benchmark, which
// need no database. The figures add up as bind stores them.

const D = (value: string) => new Prisma.Decimal(value);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const AT = new Date("2026-06-02T14:30:00Z");

export const MGA = {
  name: "Portal Admin",
  email: "admin@example.com",
  street: "1 Market Street",
  city: "Philadelphia",
  state: "PA",
  zipCode: "19106",
};

type PerilRow = PolicyWordingRow["quotationVersion"]["perils"][number];
function peril(
  id: number,
  name: PerilName,
  values: { threshold?: string; limitPerDay: string; limit: string; premium: string; selected?: boolean },
): PerilRow {
  return {
    id,
    versionId: 41,
    peril: name,
    threshold: values.threshold ? D(values.threshold) : null,
    limitPerDay: D(values.limitPerDay),
    limit: D(values.limit),
    rate: D("0.01"),
    probability: D("0.007"),
    samples: 900,
    hits: 6,
    premiumFromRater: D(values.premium),
    premiumAfterReview: null,
    premium: D(values.premium),
    selected: values.selected ?? true,
    quotable: true,
    reason: null,
  };
}

type VersionRow = PolicyWordingRow["quotationVersion"];
function version(values: Partial<VersionRow>): VersionRow {
  return {
    id: 41,
    quotationId: 1234,
    versionNumber: 2,
    status: "BOUND",
    policyChange: null,
    readOnly: false,
    kind: "EVENT",
    applicantName: "Riverside Summer Jazz Festival LLC",
    applicantEmail: "events@riversidejazz.example.com",
    applicantStreet: "455 Amsterdam Avenue",
    applicantCity: "New York",
    applicantState: "NY",
    applicantZipCode: "10024",
    eventName: "Riverside Summer Jazz Festival 2026",
    eventType: "Festival",
    datesOfCoverage: [day("2026-07-03"), day("2026-07-04"), day("2026-07-05")],
    eventDateFrom: day("2026-07-03"),
    eventDateUntil: day("2026-07-05"),
    hoursOfCoverageFrom: "10:00",
    hoursOfCoverageTo: "22:00",
    promotionName: null,
    promotionPeriodFrom: null,
    promotionPeriodUntil: null,
    promotionDate: null,
    finalEstimatedSales: null,
    locationName: "Central Park Great Lawn",
    locationStreet: "79th Street Transverse",
    locationCity: "New York",
    locationState: "NY",
    locationZipCode: "10024",
    limitPerDay: D("250000.00"),
    deductible: D("2500.00"),
    claimsVerificationSource: "OFFSITE_OBSERVER",
    priorLoss: false,
    priorLossDetails: null,
    declarationAccepted: true,
    stationId: "USW00094728",
    stationDistanceMiles: D("0.8"),
    rating: {
      result: {
        station: { id: "USW00094728", name: "NY City Central Park", distanceMiles: 0.8 },
        fees: { observer: "900.00", lightning: "275.00", lightningPeriods: 1, coveredHours: 36, total: "1175.00" },
      },
    },
    fees: D("1175.00"),
    totalPremium: D("11600.00"),
    referralReasons: [],
    wizardStep: 7,
    declineReason: null,
    reviewedById: 2,
    reviewedAt: new Date("2026-05-21T09:30:00Z"),
    submittedAt: new Date("2026-05-20T14:02:11Z"),
    expiresAt: null,
    createdAt: new Date("2026-05-20T13:40:00Z"),
    updatedAt: AT,
    perils: [],
    ...values,
  };
}

type InvoiceRow = PolicyWordingRow["invoices"][number];
function bindInvoice(policyId: number, number: string, input: Parameters<typeof invoiceFigures>[0]): InvoiceRow {
  const f = invoiceFigures(input);
  return {
    id: policyId * 10,
    invoiceNumber: number,
    policyId,
    kind: "BIND",
    grossBoundPremium: D(f.grossBoundPremium),
    commissionRate: D(f.commissionRate),
    commission: D(f.commission),
    stateTax: D(f.stateTax),
    stampingFee: D(f.stampingFee),
    municipalityTax: D(f.municipalityTax),
    fees: D(f.fees),
    amountDue: D(f.amountDue),
    grossTotal: D(f.grossTotal),
    taxState: input.stateFee.state,
    municipalityTaxRate: f.municipalityTaxRate === null ? null : D(f.municipalityTaxRate),
    municipalityName: null,
    // Stored without its lines, as before bind kept them: the PDF names them from the amounts.
    lines: [],
    issuedAt: AT,
    // Fixed at issue: 30 days after the issue day, and the settings of a new installation (no remittance details yet).
    dueDate: new Date("2026-07-02T00:00:00Z"),
    paymentTerms:
      "Payment in full, in US dollars and without deduction, by the due date. Please quote the invoice number with your payment.",
    remittanceDetails: "",
    creditSettlement: null,
    endorsementId: null,
    finalSalesRevisionId: null,
    termsVersionId: null,
    sumInsured: null,
    deductible: null,
    riskInception: null,
    riskExpiry: null,
  };
}

function policy(values: Partial<PolicyWordingRow> & Pick<PolicyWordingRow, "quotationVersion">): PolicyWordingRow {
  return {
    id: 501,
    policyNumber: "WEP-2026-000501",
    quotationId: 1234,
    quotationVersionId: 41,
    boundVersionId: 41,
    brokerCompanyId: 3,
    brokerUserId: 7,
    underwriterCompanyId: 2,
    binderId: 1,
    insuredName: "Riverside Summer Jazz Festival LLC",
    insuredEmail: "events@riversidejazz.example.com",
    insuredStreet: "455 Amsterdam Avenue",
    insuredCity: "New York",
    insuredState: "NY",
    insuredZipCode: "10024",
    kind: "EVENT",
    itemName: "Riverside Summer Jazz Festival 2026",
    dateFrom: day("2026-07-03"),
    dateUntil: day("2026-07-05"),
    deductible: D("2500.00"),
    aggregateLimit: D("750000.00"),
    premium: D("10425.00"),
    finalSalesDate: null,
    status: "LIVE",
    boundById: 2,
    boundAt: AT,
    createdAt: AT,
    updatedAt: AT,
    quotation: { quotationNumber: "Q2026-001234", documents: [] },
    brokerCompany: {
      name: "Brightline Insurance Brokers",
      email: "office@brightline.example.com",
      street: "77 West Wacker Drive",
      city: "Chicago",
      state: "IL",
      zipCode: "60601",
    },
    brokerUser: { firstName: "Dana", lastName: "Whitfield", email: "dana.whitfield@brightline.example.com", licenceNumber: "IL 18374652" },
    underwriterCompany: {
      name: "Summit Underwriting",
      email: "underwriting@example.com",
      street: "200 Park Avenue",
      city: "New York",
      state: "NY",
      zipCode: "10166",
    },
    binder: { uniqueMarketReference: "B0999WEP202601" },
    boundVersion: { signingRequests: [] },
    invoices: [],
    endorsements: [],
    cancellations: [],
    ...values,
  };
}

/**
 * A three-day festival in New York, live, bound with rainfall, lightning and maximum temperature
 * (7,125.00 + 1,237.50 + 2,062.50 = 10,425.00), an off-site observer (900.00) and lightning
 * verification (275.00), invoiced at New York's rates with 15% commission.
 */
export function liveEventPolicy(): PolicyWordingRow {
  return policy({
    quotationVersion: version({
      perils: [
        peril(1, "rainfall", { threshold: "0.500", limitPerDay: "250000.00", limit: "750000.00", premium: "7125.00" }),
        peril(2, "windSpeed", { threshold: "30.000", limitPerDay: "100000.00", limit: "300000.00", premium: "1200.00", selected: false }),
        peril(3, "lightning", { limitPerDay: "125000.00", limit: "375000.00", premium: "1237.50" }),
        peril(4, "maximumTemperature", { threshold: "95.000", limitPerDay: "125000.00", limit: "375000.00", premium: "2062.50" }),
      ],
    }),
    boundVersion: {
      signingRequests: [
        {
          provider: "builtin",
          signerName: "Jordan A. Castellano",
          signerPosition: "Festival Director",
          signatureImage: null,
          signatureText: "Jordan A. Castellano",
          completedAt: new Date("2026-05-25T16:20:00Z"),
        },
      ],
    },
    invoices: [
      bindInvoice(501, "INV-2026-000501", {
        grossBoundPremium: "10425.00",
        thirdPartyFees: { observer: "900.00", lightning: "275.00" },
        commissionPercent: "15.00",
        stateFee: { state: "NY", name: "New York", tax: "0.036", stampingFee: "0.0015", municipalityTax: false },
      }),
    ],
  });
}

/**
 * A promotion in Louisville, Kentucky: rainfall and adverse weather on the draw date (1,840.00 +
 * 960.00), closest station, invoiced with Kentucky's municipality tax at 5%.
 */
export function kentuckyPromotionPolicy(): PolicyWordingRow {
  return policy({
    id: 502,
    policyNumber: "WEP-2026-000502",
    insuredName: "Derby City Motors, Inc.",
    insuredEmail: null,
    insuredStreet: "500 West Jefferson Street",
    insuredCity: "Louisville",
    insuredState: "KY",
    insuredZipCode: "40202",
    kind: "PROMOTION",
    itemName: "Rain Pays You Back Summer Sales Event",
    dateFrom: day("2026-07-11"),
    dateUntil: day("2026-07-11"),
    deductible: D("0.00"),
    aggregateLimit: D("1000000.00"),
    premium: D("2800.00"),
    quotationVersion: version({
      kind: "PROMOTION",
      applicantName: "Derby City Motors, Inc.",
      eventName: null,
      eventType: null,
      datesOfCoverage: [],
      eventDateFrom: null,
      eventDateUntil: null,
      hoursOfCoverageFrom: null,
      hoursOfCoverageTo: null,
      promotionName: "Rain Pays You Back Summer Sales Event",
      promotionPeriodFrom: day("2026-06-01"),
      promotionPeriodUntil: day("2026-06-30"),
      promotionDate: day("2026-07-11"),
      finalEstimatedSales: D("1250000.00"),
      locationName: "Derby City Motors showroom",
      locationStreet: "500 West Jefferson Street",
      locationCity: "Louisville",
      locationState: "KY",
      locationZipCode: "40202",
      limitPerDay: D("1000000.00"),
      deductible: D("0.00"),
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
      stationId: "USW00093821",
      stationDistanceMiles: D("4.2"),
      rating: {
        result: {
          station: { id: "USW00093821", name: "Louisville Intl Airport", distanceMiles: 4.2 },
          fees: { observer: "0.00", lightning: "0.00", lightningPeriods: 0, coveredHours: 24, total: "0.00" },
        },
      },
      fees: D("0.00"),
      totalPremium: D("2800.00"),
      perils: [
        peril(5, "rainfall", { threshold: "1.000", limitPerDay: "1000000.00", limit: "1000000.00", premium: "1840.00" }),
        peril(6, "adverseWeather", { limitPerDay: "1000000.00", limit: "1000000.00", premium: "960.00" }),
      ],
    }),
    invoices: [
      bindInvoice(502, "INV-2026-000502", {
        grossBoundPremium: "2800.00",
        commissionPercent: "15.00",
        stateFee: { state: "KY", name: "Kentucky", tax: "0.048", stampingFee: "0", municipalityTax: true },
      }),
    ],
  });
}

/** A policy's bind invoice as the invoice print reads it. */
export function invoiceRowOf(p: PolicyWordingRow): PolicyInvoiceRow {
  const invoice = p.invoices[0];
  if (!invoice) throw new Error("the policy has no invoice");
  const v = p.quotationVersion;
  return {
    ...invoice,
    policy: {
      policyNumber: p.policyNumber,
      insuredName: p.insuredName,
      insuredState: p.insuredState,
      kind: p.kind,
      itemName: p.itemName,
      dateFrom: p.dateFrom,
      dateUntil: p.dateUntil,
      brokerCompanyId: p.brokerCompanyId,
      brokerUserId: p.brokerUserId,
      brokerCompany: { ...p.brokerCompany, agencyCode: "BRIGHT01" },
      brokerUser: p.brokerUser,
      quotationVersion: {
        claimsVerificationSource: v.claimsVerificationSource,
        datesOfCoverage: v.datesOfCoverage,
        promotionDate: v.promotionDate,
        promotionPeriodFrom: v.promotionPeriodFrom,
        promotionPeriodUntil: v.promotionPeriodUntil,
        locationCity: v.locationCity,
        locationState: v.locationState,
        rating: v.rating,
        perils: v.perils.filter((x) => x.selected).map((x) => ({ peril: x.peril })),
      },
    },
    endorsement: null,
    finalSalesRevision: null,
  };
}

/**
 * An endorsement of a policy as the endorsement prints read it (policyEndorsementInclude): a cover
 * change adding 400.00 of premium (longer hours, higher rainfall limit) with its invoice, or the
 * cancellation 40 days before the event, returning 75% of the premium on a credit note.
 */
export function endorsementRowOf(p: PolicyWordingRow, kind: "GENERAL" | "CANCELLATION"): PolicyEndorsementRow {
  const policy = {
    policyNumber: p.policyNumber,
    kind: p.kind,
    itemName: p.itemName,
    dateFrom: p.dateFrom,
    dateUntil: p.dateUntil,
    premium: p.premium,
    insuredName: p.insuredName,
    insuredEmail: p.insuredEmail,
    insuredStreet: p.insuredStreet,
    insuredCity: p.insuredCity,
    insuredState: p.insuredState,
    insuredZipCode: p.insuredZipCode,
    quotation: p.quotation,
    brokerCompany: p.brokerCompany,
    brokerUser: p.brokerUser,
    underwriterCompany: p.underwriterCompany,
    binder: p.binder,
    quotationVersion: { promotionDate: p.quotationVersion.promotionDate },
  };
  const base = { id: 601, policyId: p.id, createdById: 2, createdAt: AT, policy };
  if (kind === "GENERAL") {
    return {
      ...base,
      endorsementNumber: 1,
      kind: "GENERAL",
      title: "Longer hours of coverage and a higher rainfall limit",
      content:
        "At the request of the Insured, the hours of coverage are extended to 09:00 – 23:00 on each covered day.\n\n" +
        "The rainfall limit per day is raised to $300,000.00; the aggregate limit is raised accordingly.",
      effectiveDate: day("2026-06-10"),
      changes: [
        { field: "hoursOfCoverage", label: "Hours of coverage", before: "10:00 – 22:00", after: "09:00 – 23:00" },
        { field: "perils.rainfall.limitPerDay", label: "Rainfall limit per day", before: "$250,000.00", after: "$300,000.00" },
      ],
      premiumChange: D("400.00"),
      premiumAfter: p.premium.plus("400.00"),
      invoice: { invoiceNumber: "INV-2026-000611", kind: "ENDORSEMENT", amountDue: D("355.00"), issuedAt: AT },
      cancellation: null,
    };
  }
  const returned = p.premium.times("0.75").toDecimalPlaces(2);
  return {
    ...base,
    endorsementNumber: 2,
    kind: "CANCELLATION",
    title: "Cancellation of the policy",
    content:
      "It is agreed that this policy is cancelled with effect from 05/24/2026.\n\nReason: The festival was called off by its organisers.",
    effectiveDate: day("2026-05-24"),
    changes: [],
    premiumChange: returned.negated(),
    premiumAfter: p.premium.minus(returned),
    invoice: { invoiceNumber: "INV-2026-000612", kind: "CANCELLATION", amountDue: D("-7038.29"), issuedAt: AT },
    cancellation: {
      reason: "The festival was called off by its organisers.",
      cancellationDate: day("2026-05-24"),
      returnPremium: returned,
    },
  };
}

// The policies of issue 12 (documents per state): the same covers, their insured (and, unless
// told otherwise, the location) moved to Montana, Washington and Texas, invoiced at those states'
// seeded rates.

type Place = { street: string; city: string; state: string; zipCode: string };
const STATE_RATES: Record<string, { name: string; tax: string; stampingFee: string }> = {
  MT: { name: "Montana", tax: "0.0275", stampingFee: "0.00175" },
  WA: { name: "Washington", tax: "0.02", stampingFee: "0.001" },
  TX: { name: "Texas", tax: "0.0485", stampingFee: "0.0004" },
};

/** The state-fee row the print use case reads for a state of STATE_RATES. */
export function stateFeeOf(state: string) {
  const r = STATE_RATES[state];
  return { state, name: r.name, municipalityTax: false, tax: r.tax, stampingFee: r.stampingFee };
}

function moved(
  p: PolicyWordingRow,
  insured: Place,
  location: Place | null,
  fees: { observer?: string; lightning?: string } = {},
): PolicyWordingRow {
  const at = location ?? insured;
  const r = STATE_RATES[insured.state];
  const invoice = bindInvoice(p.id, `INV-2026-000${p.id}`, {
    grossBoundPremium: p.premium.toFixed(2),
    thirdPartyFees: fees,
    commissionPercent: "15.00",
    stateFee: { state: insured.state, name: r.name, tax: r.tax, stampingFee: r.stampingFee, municipalityTax: false },
  });
  return {
    ...p,
    insuredStreet: insured.street,
    insuredCity: insured.city,
    insuredState: insured.state,
    insuredZipCode: insured.zipCode,
    quotationVersion: {
      ...p.quotationVersion,
      locationStreet: at.street,
      locationCity: at.city,
      locationState: at.state,
      locationZipCode: at.zipCode,
    },
    invoices: [invoice],
  };
}

const documentOnFile = (type: "IWO" | "BEAZLEY_APPLICATION_FORM" | "OTHER_APPLICATION_FORM", fileName: string) => ({
  type,
  file: { fileName },
});

/**
 * A Montana festival (Missoula), three days, off-site observer, rainfall + lightning + maximum
 * temperature, bound on the IWO form and another insurer's application, with a cover change issued.
 */
export function montanaEventPolicy(): PolicyWordingRow {
  const p = moved(liveEventPolicy(), { street: "140 North Higgins Avenue", city: "Missoula", state: "MT", zipCode: "59802" }, null, {
    observer: "900.00",
    lightning: "275.00",
  });
  return {
    ...p,
    id: 511,
    policyNumber: "WEP-2026-000511",
    insuredName: "Big Sky Riverfront Music Festival LLC",
    itemName: "Big Sky Riverfront Music Festival 2026",
    quotation: {
      quotationNumber: "Q2026-001311",
      documents: [documentOnFile("IWO", "iwo-big-sky.pdf"), documentOnFile("OTHER_APPLICATION_FORM", "prior-carrier-application.pdf")],
    },
    quotationVersion: { ...p.quotationVersion, eventName: "Big Sky Riverfront Music Festival 2026", locationName: "Caras Park" },
    endorsements: [{ endorsementNumber: 1, kind: "GENERAL", title: "Longer hours of coverage", effectiveDate: day("2026-06-10") }],
  };
}

/** A Washington promotion (Seattle): rainfall and adverse weather on the draw date, closest station, Beazley form. */
export function washingtonPromotionPolicy(): PolicyWordingRow {
  const p = moved(kentuckyPromotionPolicy(), { street: "1 Harbor Way", city: "Seattle", state: "WA", zipCode: "98101" }, null);
  return {
    ...p,
    id: 512,
    policyNumber: "WEP-2026-000512",
    insuredName: "Emerald City Outfitters, Inc.",
    itemName: "Rain Pays You Back Summer Sales Event",
    quotation: { quotationNumber: "Q2026-001312", documents: [documentOnFile("BEAZLEY_APPLICATION_FORM", "beazley-application.pdf")] },
    quotationVersion: { ...p.quotationVersion, locationName: "Emerald City Outfitters flagship store" },
  };
}

/** A Texas event (Austin) held in New Mexico: the home state governs (D70). */
export function texasEventPolicy(): PolicyWordingRow {
  const p = moved(
    liveEventPolicy(),
    { street: "301 Congress Avenue", city: "Austin", state: "TX", zipCode: "78701" },
    { street: "1 Civic Plaza NW", city: "Albuquerque", state: "NM", zipCode: "87102" },
    { observer: "900.00", lightning: "275.00" },
  );
  return {
    ...p,
    id: 513,
    policyNumber: "WEP-2026-000513",
    insuredName: "Lone Star Balloon Fiesta Partners LP",
    itemName: "Sunrise Balloon Fiesta 2026",
    quotation: { quotationNumber: "Q2026-001313", documents: [documentOnFile("IWO", "iwo-balloon.pdf")] },
    quotationVersion: { ...p.quotationVersion, eventName: "Sunrise Balloon Fiesta 2026", eventType: "Fair", locationName: "Civic Plaza" },
  };
}
