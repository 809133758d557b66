import type { PriceBreakdown } from "@/lib/pricing/price-breakdown";
import type { QuotationActionName, QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { APPLICATION_DOCUMENT_TYPES } from "@/lib/quotations/bind-schema";
import type { DocumentTypeName } from "@/lib/quotations/quotation-schema";
import type { InsuredValues } from "./update-insured-dialog";

/** An uploaded document typed as the application (IWO or an application form). */
export type ApplicationOnFile = { id: number; fileName: string; type: DocumentTypeName; typeName: string };

/** An uploaded document, typed or not. */
export type DocumentOnFile = { id: number; fileName: string; type: DocumentTypeName | null; typeName: string | null };

// Plain data for the details page's action bar (a client component), made by the server page.

/** What the action bar needs of a quotation (a small part of QuotationDetailsDto). */
export type ActionQuotation = {
  id: number;
  quotationNumber: string;
  status: QuotationStatusName;
  actions: QuotationActionName[];
  brokerUser: { id: number; name: string };
  brokerCompany: { name: string };
  referralReasons: string[];
  insured: InsuredValues;
  /** For request bind and bind: the application documents on file, and how many documents have no type. */
  applications: ApplicationOnFile[];
  untypedDocuments: number;
  /** Every uploaded document (request bind types or uploads them in place). */
  documents: DocumentOnFile[];
  /** What the insured is asked to pay (the quotation's price breakdown, lib/pricing); null before it is priced. */
  price: PriceBreakdown | null;
};

export function actionQuotationOf(q: QuotationDetailsDto): ActionQuotation {
  const a = q.current.applicant;
  return {
    id: q.id,
    quotationNumber: q.quotationNumber,
    status: q.status,
    actions: q.actions,
    brokerUser: { id: q.brokerUser.id, name: q.brokerUser.name },
    brokerCompany: { name: q.brokerCompany.name },
    referralReasons: q.current.referralReasons,
    insured: {
      name: a.name ?? "",
      email: a.email ?? "",
      street: a.street ?? "",
      city: a.city ?? "",
      state: a.state ?? "",
      zipCode: a.zipCode ?? "",
    },
    applications: q.documents
      .filter((d) => d.type !== null && APPLICATION_DOCUMENT_TYPES.includes(d.type))
      .map((d) => ({ id: d.id, fileName: d.fileName, type: d.type!, typeName: d.typeName ?? d.type! })),
    untypedDocuments: q.documents.filter((d) => d.type === null).length,
    documents: q.documents.map((d) => ({ id: d.id, fileName: d.fileName, type: d.type, typeName: d.typeName })),
    price: q.current.price?.breakdown ?? null,
  };
}
