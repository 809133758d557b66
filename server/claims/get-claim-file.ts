import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { readStoredFile } from "@/server/storage/file-storage";

/**
 * GET /api/claim/{claimId}/file/{fileId}: the bytes of a file kept with a claim the actor may read
 * (`fileId` is the ClaimFile's id). A file of another claim, or of a claim the actor may not read,
 * is not found.
 */
export async function getClaimFile(actor: Actor, claimId: number, fileId: number) {
  const ability = abilityFor(actor);
  if (!ability.can("read", "Claim")) throw forbidden();
  const kept = await db.claimFile.findFirst({
    where: { id: fileId, claim: { AND: [{ id: claimId }, accessibleWhere(ability, "read", "Claim")] } },
    include: { file: true },
  });
  if (!kept) throw notFound("File");
  return {
    bytes: await readStoredFile(kept.file.storageKey),
    fileName: kept.file.fileName,
    contentType: kept.file.contentType,
  };
}
