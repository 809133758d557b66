import "server-only";
import type { Tx } from "@/server/db";

/**
 * Withdraws what was sent for signing for a version whose proposal no longer holds (the insured
 * changed, the quotation was cancelled or revised): its open signing requests and built-in
 * envelopes become FAILED with the reason. With `dropLetter` (the letter itself is wrong, e.g. the
 * insured changed) its stored unsigned letter is dropped too, so the next one is rendered from the
 * quotation as it is now; otherwise it stays listed as what was offered. Signed letters are kept.
 */
export async function withdrawOpenSigning(tx: Tx, versionId: number, reason: string, { dropLetter = false } = {}) {
  const open = await tx.signingRequest.findMany({
    where: { versionId, status: "PENDING" },
    select: { id: true, provider: true, envelopeId: true },
  });
  if (open.length > 0) {
    await tx.signingRequest.updateMany({
      where: { id: { in: open.map((r) => r.id) } },
      data: { status: "FAILED", failureReason: reason, completedAt: new Date() },
    });
    const builtin = open.filter((r) => r.provider === "builtin" && r.envelopeId).map((r) => r.envelopeId as string);
    if (builtin.length > 0)
      await tx.builtinSigningEnvelope.updateMany({ where: { id: { in: builtin }, status: "PENDING" }, data: { status: "FAILED" } });
  }
  if (dropLetter) await tx.quotationProposal.deleteMany({ where: { versionId, signed: false } });
}
