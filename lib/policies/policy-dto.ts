import type { InvoiceLine } from "./invoice-figures";
import type { PriceBreakdown } from "@/lib/pricing/price-breakdown";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import type { PolicyActionName } from "./policy-actions";

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

export type InvoiceKindName = "BIND" | "ENDORSEMENT" | "FINAL_SALES" | "CANCELLATION";

/** What each kind of invoice is, as its title and the Files card name it. */
export const INVOICE_KIND_LABELS: Record<InvoiceKindName, string> = {
  BIND: "Bind invoice",
  ENDORSEMENT: "Endorsement premium adjustment",
  FINAL_SALES: "Final sales adjustment",
  CANCELLATION: "Cancellation credit note",
};

export type PolicyInvoiceDto = {
  id: number;
  invoiceNumber: string;
  kind: InvoiceKindName;
  /** The endorsement (cover change or cancellation) the invoice is for, if any. */
  endorsementId: number | null;
  finalSalesRevisionId: number | null;
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

/** One line of an endorsement's schedule of changes, as printed. */
export type CoverageChangeLine = { field: string; label: string; before: string; after: string };

export type PolicyEndorsementDto = {
  id: number;
  policyId: number;
  endorsementNumber: number;
  kind: "GENERAL" | "CANCELLATION";
  title: string;
  content: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  changes: CoverageChangeLine[];
  /** Additional (+) or return (−) premium; null when the premium does not change. */
  premiumChange: string | null;
  premiumAfter: string | null;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  invoice: { id: number; invoiceNumber: string; href: string } | null;
  href: string;
};

export type PolicyCancellationDto = {
  id: number;
  status: "REQUESTED" | "APPROVED" | "REJECTED" | "CANCELLED";
  reason: string;
  /** YYYY-MM-DD */
  cancellationDate: string;
  rejectionReason: string | null;
  returnPremium: string | null;
  requestedBy: { id: number; name: string } | null;
  requestedAt: string;
  decidedBy: { id: number; name: string } | null;
  decidedAt: string | null;
  endorsementId: number | null;
};

export type PolicyFinalSalesDto = {
  id: number;
  status: "SUBMITTED" | "REVIEWED";
  /** What the broker reported. */
  reportedAmount: string;
  /** The amount the underwriter confirmed (the reported one until reviewed). */
  finalSalesAmount: string;
  /** Reported after the final sales notification date. */
  late: boolean;
  additionalPremiumDue: string;
  /** The policy's premium after the review. */
  premium: string;
  municipalityTax: string;
  submittedBy: { id: number; name: string } | null;
  submittedAt: string;
  reviewedBy: { id: number; name: string } | null;
  reviewedAt: string | null;
  invoice: { id: number; invoiceNumber: string; href: string } | null;
};

export type PolicyFileDto = {
  kind: "POLICY_WORDING" | "INVOICE" | "ENDORSEMENT" | "CANCELLATION_ENDORSEMENT" | "PROPOSAL" | "SIGNED_PROPOSAL" | "UPLOADED";
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
  /**
   * What the insured pays for the policy (lib/pricing, the quotation's breakdown): premium per
   * insured peril (one line once endorsements, final sales or a cancellation changed the premium),
   * fees, the taxes of the state the bind invoice charged, and the total payable by the insured.
   */
  price: PriceBreakdown;
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
    promotion: {
      periodFrom: string | null;
      periodUntil: string | null;
      promotionDate: string | null;
      finalEstimatedSales: string | null;
      finalSalesDate: string | null;
    } | null;
    location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
    station: { id: string; name: string | null; distanceMiles: string | null } | null;
    claimsVerificationSource: ClaimsVerificationSourceName;
    perils: PolicyPerilDto[];
    /** Off-site observer and lightning fees, as invoiced. */
    fees: string;
  };
  invoices: PolicyInvoiceDto[];
  endorsements: PolicyEndorsementDto[];
  cancellations: PolicyCancellationDto[];
  finalSales: PolicyFinalSalesDto[];
  files: PolicyFileDto[];
  /** What the reader may do with the policy now (lib/policies/policy-actions.ts). */
  actions: PolicyActionName[];
};
