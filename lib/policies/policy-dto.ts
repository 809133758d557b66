import type { InvoiceLine } from "./invoice-figures";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";

// The wire shape of GET /api/policy/{policyId} (spec §2 policy details: general information,
// insured, event or promotion information, files). Money as decimal strings with two places,
// calendar days as YYYY-MM-DD, moments as UTC ISO strings.

export type PolicyStatusName = "LIVE" | "CANCELLATION_REQUESTED" | "CANCELLED" | "FINAL_SALES_SUBMITTED" | "BOUND_UPDATED";

export type PolicyPerilDto = {
  peril: PerilName;
  /** In the peril's unit (null for lightning and adverse weather). */
  threshold: string | null;
  limitPerDay: string | null;
  /** The option's limit: its limit per day × covered days. */
  limit: string | null;
  premium: string | null;
};

export type PolicyInvoiceDto = {
  id: number;
  invoiceNumber: string;
  kind: "BIND" | "FINAL_SALES" | "CANCELLATION";
  issuedAt: string;
  grossBoundPremium: string;
  fees: string;
  stateTax: string;
  stampingFee: string;
  municipalityTax: string;
  grossTotal: string;
  /** Percent with two places ("12.50"). */
  commissionRate: string;
  commission: string;
  amountDue: string;
  /** The printed lines, as issued. */
  lines: InvoiceLine[];
  href: string;
};

export type PolicyFileDto = {
  kind: "POLICY_WORDING" | "INVOICE" | "PROPOSAL" | "SIGNED_PROPOSAL" | "UPLOADED";
  name: string;
  /** What the file is: "Policy wording", "Invoice", "IWO", … */
  description: string;
  href: string;
  /** When it was made or uploaded, if known. */
  createdAt: string | null;
  documentType?: DocumentTypeName | null;
};

export type PolicyDetailsDto = {
  id: number;
  policyNumber: string;
  status: PolicyStatusName;
  brokerCompany: { id: number; name: string };
  brokerUser: { id: number; name: string; email: string };
  underwriterCompany: { id: number; name: string } | null;
  binder: { id: number; uniqueMarketReference: string; from: string; until: string };
  quotation: { id: number; quotationNumber: string; versionNumber: number };
  boundAt: string;
  boundBy: { id: number; name: string } | null;
  createdAt: string;
  premium: string;
  aggregateLimit: string;
  insured: { name: string; email: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
  item: {
    kind: "EVENT" | "PROMOTION";
    name: string;
    dateFrom: string;
    dateUntil: string;
    deductible: string;
    /** The covered days: each day of the event, or the promotion's draw date. */
    coveredDays: string[];
    limitPerDay: string | null;
    event: { type: string | null; hoursFrom: string | null; hoursTo: string | null } | null;
    promotion: { periodFrom: string | null; periodUntil: string | null; promotionDate: string | null; finalEstimatedSales: string | null; finalSalesDate: string | null } | null;
    location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
    station: { id: string; name: string | null; distanceMiles: string | null } | null;
    claimsVerificationSource: ClaimsVerificationSourceName;
    perils: PolicyPerilDto[];
    /** Off-site observer and lightning fees, as invoiced. */
    fees: string;
  };
  invoices: PolicyInvoiceDto[];
  files: PolicyFileDto[];
};
