import type { PricingTerms, QuotationPrice } from "@/lib/pricing/quotation-price";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";
import type { RateQuoteResultDto } from "@/lib/rater/rate-quote-result";
import type { QuotationActionName, QuotationStatusName } from "./quotation-actions";
import type { DocumentTypeName, OfferKindName, QuotationFormValues } from "./quotation-schema";

// The wire types of GET /api/quotation/{id} and the action calls (money as decimal strings with
// two places, dates as YYYY-MM-DD, timestamps as UTC ISO strings with seconds).

export type PerilValueDto = {
  peril: PerilName;
  threshold: string | null;
  limitPerDay: string | null;
  limit: string | null;
  rate: string | null;
  premiumFromRater: string | null;
  premiumAfterReview: string | null;
  /** The premium that applies: after review when an underwriter amended it, else the rater's. */
  premium: string | null;
  selected: boolean;
  quotable: boolean;
  reason: string | null;
};

export type QuotationVersionDto = {
  id: number;
  versionNumber: number;
  status: QuotationStatusName;
  readOnly: boolean;
  kind: OfferKindName | null;
  applicant: {
    name: string | null;
    email: string | null;
    street: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  };
  event: {
    name: string | null;
    type: string | null;
    dateFrom: string | null;
    dateUntil: string | null;
    dates: string[];
    hoursFrom: string | null;
    hoursTo: string | null;
  } | null;
  promotion: {
    name: string | null;
    periodFrom: string | null;
    periodUntil: string | null;
    promotionDate: string | null;
    finalEstimatedSales: string | null;
  } | null;
  location: { name: string | null; street: string | null; city: string | null; state: string | null; zipCode: string | null };
  limitPerDay: string | null;
  deductible: string | null;
  claimsVerificationSource: ClaimsVerificationSourceName;
  priorLoss: boolean | null;
  priorLossDetails: string | null;
  declarationAccepted: boolean;
  perils: PerilValueDto[];
  station: { id: string; name: string | null; distanceMiles: string | null } | null;
  /** Observer and lightning fees of the selected (or, before selection, all quotable) options. */
  fees: string | null;
  /** Sum of the premiums that apply, plus fees. */
  totalPremium: string | null;
  minimumPremium: string;
  belowMinimumPremium: boolean;
  /**
   * What the insured is asked to pay for the options that count (the selected ones, else every
   * quotable one): premium per option, fees, the insured state's taxes, total (lib/pricing,
   * decisions.md D85). Null before the version is priced.
   */
  price: QuotationPrice | null;
  /** Today's fee settings, minimum premium and the insured state's taxes: what prices a change of options. */
  pricingTerms: PricingTerms;
  referralReasons: string[];
  declineReason: string | null;
  wizardStep: number;
  submittedAt: string | null;
  reviewedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  /** The rater's explanation: underwriters and admins only. */
  rating: RateQuoteResultDto | null;
};

export type QuotationDocumentDto = {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  type: DocumentTypeName | null;
  typeName: string | null;
  uploadedAt: string;
  uploadedBy: string | null;
};

export type QuotationProposalDto = { id: number; fileName: string; uploadedAt: string; signed: boolean; versionNumber: number };

/** One sending of the proposal for signature (newest first on the details). */
export type QuotationSigningDto = {
  id: number;
  versionNumber: number;
  provider: string;
  status: "PENDING" | "SIGNED" | "FAILED";
  signerName: string | null;
  signerEmail: string | null;
  /** Why it failed or was withdrawn. */
  failureReason: string | null;
  startedAt: string;
  completedAt: string | null;
};

export type QuotationDetailsDto = {
  id: number;
  quotationNumber: string;
  status: QuotationStatusName;
  brokerCompany: { id: number; name: string };
  brokerUser: { id: number; name: string; email: string };
  createdBy: { id: number; name: string };
  copiedFrom: { id: number; quotationNumber: string } | null;
  insuredName: string;
  eventDate: string | null;
  createdAt: string;
  updatedAt: string;
  current: QuotationVersionDto;
  versions: {
    id: number;
    versionNumber: number;
    status: QuotationStatusName;
    readOnly: boolean;
    totalPremium: string | null;
    submittedAt: string | null;
    createdAt: string;
  }[];
  documents: QuotationDocumentDto[];
  proposals: QuotationProposalDto[];
  /** The signing requests of every version, newest first. */
  signings: QuotationSigningDto[];
  /** The policy it was bound into (BOUND), or null. */
  policy: { id: number; policyNumber: string } | null;
  /** What the signed-in user may do now (see lib/quotations/quotation-actions.ts). */
  actions: QuotationActionName[];
  /** The current version's values in the wizard's shape (drafts, revise and copy start from them). */
  form: QuotationFormValues;
};

export type BrokerOptionDto = { id: number; name: string; email: string; company: { id: number; name: string } };
