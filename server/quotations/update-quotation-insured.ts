import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import { updateInsuredSchema } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { parseInput } from "@/server/http/parse-input";
import { quotationDetailsDto } from "./get-quotation-details";
import { lockQuotationFor, quotationTransaction } from "./quotation-access";

/** PUT /api/quotation/{id}/insured (underwriter, admin): corrects the insured's name, email and address. */
export async function updateQuotationInsured(actor: Actor, quotationId: unknown, input: unknown): Promise<QuotationDetailsDto> {
  const insured = parseInput(updateInsuredSchema, input);
  const id = await quotationTransaction(async (tx) => {
    const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "updateInsured");
    const before = {
      name: version.applicantName, email: version.applicantEmail, street: version.applicantStreet,
      city: version.applicantCity, state: version.applicantState, zipCode: version.applicantZipCode,
    };
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((k) => before[k] !== insured[k]);
    if (changed.length === 0) return quotation.id;
    await tx.quotationVersion.update({
      where: { id: version.id },
      data: {
        applicantName: insured.name, applicantEmail: insured.email, applicantStreet: insured.street,
        applicantCity: insured.city, applicantState: insured.state, applicantZipCode: insured.zipCode,
      },
    });
    await tx.quotation.update({ where: { id: quotation.id }, data: { insuredName: insured.name } });
    await recordAuditEvent(tx, {
      actorId: actor.id, action: "quotation.updateInsured", subjectType: "Quotation", subjectId: quotation.id,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, insured[k]])),
    });
    return quotation.id;
  });
  return quotationDetailsDto(db, actor, id);
}
