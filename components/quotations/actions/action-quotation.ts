import type { QuotationActionName, QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { InsuredValues } from "./update-insured-dialog";

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
    insured: { name: a.name ?? "", email: a.email ?? "", street: a.street ?? "", city: a.city ?? "", state: a.state ?? "", zipCode: a.zipCode ?? "" },
  };
}
