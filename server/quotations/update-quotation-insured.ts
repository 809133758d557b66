import "server-only";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { updateInsuredSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { emailSigningLinks } from "@/server/signing/signing-links";
import { withdrawOpenSigning } from "@/server/signing/withdraw-open-signing";
import { storeProposalAfterPreBind } from "./generate-quotation-proposal";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";

/**
 * PUT /api/quotation/{id}/insured (underwriter, admin): corrects the insured's name, email and
 * address, until the proposal is signed. On a pre-bound quotation the letter and the signing
 * links are made again for the corrected insured.
 */
export async function updateQuotationInsured(
  actor: Actor,
  quotationId: unknown,
  input: ActionInput<typeof updateInsuredSchema>,
): Promise<QuotationDetailsDto> {
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "updateInsured");
    const insured = actionInput(updateInsuredSchema, input);
    const before = {
      name: version.applicantName,
      email: version.applicantEmail,
      street: version.applicantStreet,
      city: version.applicantCity,
      state: version.applicantState,
      zipCode: version.applicantZipCode,
    };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((k) => before[k] !== insured[k]);
    if (changed.length === 0) return quotation.id;
    await tx.quotationVersion.update({
      where: { id: version.id },
      data: {
        applicantName: insured.name,
        applicantEmail: insured.email,
        applicantStreet: insured.street,
        applicantCity: insured.city,
        applicantState: insured.state,
        applicantZipCode: insured.zipCode,
      },
    });
    await tx.quotation.update({ where: { id: quotation.id }, data: { insuredName: insured.name } });
    if (quotation.status === "PRE_BOUND") {
      // The letter sent for signing names the old insured: a new one is stored and sent.
      await withdrawOpenSigning(tx, version.id, "The insured's details changed", { dropLetter: true });
      // A new link too: the old one may have gone to a wrong address (decision D68).
      await emailSigningLinks(tx, quotation, { ...version, applicantName: insured.name, applicantEmail: insured.email }, new Date(), {
        fresh: true,
      });
    }
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: "quotation.updateInsured",
      subjectType: "Quotation",
      subjectId: quotation.id,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, insured[k]])),
    });
    return quotation.id;
  });
  await storeProposalAfterPreBind(id);
  return quotationDetailsDto(db, actor, id);
}
