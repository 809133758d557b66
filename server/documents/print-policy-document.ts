import "server-only";
import { notFound } from "@/lib/api/errors";
import type { PolicyDocumentKey } from "@/lib/policies/policy-documents";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { printReader } from "./print-access";
import { loadPolicyWordingData } from "./load-policy-wording-data";
import { renderPolicyDocumentPdf } from "./render-policy-document-pdf";

/** The file name of each document: `<name>-<policy number>.pdf`. */
const FILE_NAMES: Record<PolicyDocumentKey, string> = {
  OTHER_STATES_WORDING: "policy",
  MT_WA_WORDING: "policy",
  MT_WA_SCHEDULE_OF_FORMS: "schedule-of-forms",
  MT_WA_IWO: "iwo-endorsement",
  MT_WA_PROMOTION: "promotion-endorsement",
  MT_WA_ADVERSE_WEATHER: "adverse-weather-endorsement",
  MT_WA_SANCTION_LIMITATION: "sanction-limitation-clause",
  MT_WA_OTHER_APPLICATION: "other-application-endorsement",
  MONTANA_AMENDATORY: "montana-amendatory-endorsement",
  WASHINGTON_AMENDATORY: "washington-amendatory-endorsement",
  TEXAS_NOTICE: "texas-notice",
};

/**
 * GET /print/policy/… : one document of a policy as a PDF (issue 12), for a signed-in user who may
 * read the policy, or for the holder of a signed, unexpired `print-policy` link to the policy (one
 * link opens every document of that policy). A document that does not apply to the policy
 * (lib/policies/policy-documents.ts: another state's family, an endorsement the policy does not
 * carry) is not found, like a policy the reader may not see (401 without a session).
 */
export async function printPolicyDocument(
  key: PolicyDocumentKey,
  actor: Actor | null,
  policyId: unknown,
  token: string | null,
  now = new Date(),
) {
  const id = pathId(String(policyId ?? ""), "Policy");
  const reader = printReader(actor, token, "print-policy", id, now);
  const scope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Policy") : undefined;
  const data = await loadPolicyWordingData({ id, scope });
  if (!data) throw notFound("Policy");
  if (!data.documents.some((d) => d.key === key)) throw notFound("Document");
  return { bytes: await renderPolicyDocumentPdf(data, key), fileName: `${FILE_NAMES[key]}-${data.policyNumber}.pdf` };
}
