import "server-only";
import type { Tx } from "@/server/db";
import { draftColumns, startDateOf } from "./version-content";

/** Writes a draft's values into a version (and its chosen perils) and refreshes the master's list columns. */
export async function saveDraftContent(tx: Tx, quotationId: number, versionId: number, values: Record<string, unknown>) {
  const { data, perils } = draftColumns(values);
  const version = await tx.quotationVersion.update({ where: { id: versionId }, data });
  if (perils) {
    await tx.perilValue.deleteMany({ where: { versionId } });
    if (perils.length > 0) {
      await tx.perilValue.createMany({
        data: perils.map((p) => ({ versionId, peril: p.peril, threshold: p.threshold, limitPerDay: p.limitPerDay })),
      });
    }
  }
  await tx.quotation.update({
    where: { id: quotationId },
    data: { insuredName: version.applicantName ?? "", eventDate: startDateOf(version) },
  });
  return version;
}
