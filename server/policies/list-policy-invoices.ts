import "server-only";
import type { PolicyInvoiceDto } from "@/lib/policies/policy-dto";
import type { Actor } from "@/server/auth/actor";
import { getPolicyDetails } from "./get-policy-details";

/** GET /api/policy/{id}/invoice: every invoice of the policy (bind, endorsements, final sales, cancellation), oldest first. */
export async function listPolicyInvoices(actor: Actor, policyId: unknown): Promise<PolicyInvoiceDto[]> {
  return (await getPolicyDetails(actor, policyId)).invoices;
}
