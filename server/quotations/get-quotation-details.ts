// PLACEHOLDER of the issue5-details branch, so that the pages type-check before the lead's use
// case lands on main. On `git merge main`, take main's version of this file.
import { notFound } from "@/lib/api/errors";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { Actor } from "@/server/auth/actor";

export async function getQuotationDetails(actor: Actor, id: string | number): Promise<QuotationDetailsDto> {
  void actor;
  void id;
  throw notFound("Quotation");
}
