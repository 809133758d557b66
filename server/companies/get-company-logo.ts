import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { readStoredFile } from "@/server/storage/file-storage";

/**
 * GET /api/company/{id}/logo: the logo's bytes for admins (who manage every company) and for the
 * people of that company; another company's logo is RESOURCE_NOT_FOUND, as if it did not exist
 * (companies are an admin area, spec §6). No logo, or its bytes gone, is RESOURCE_NOT_FOUND.
 */
export async function getCompanyLogo(actor: Actor, id: number) {
  if (id !== actor.companyId && !abilityFor(actor).can("manage", "Company")) throw notFound("Company");
  const company = await db.company.findUnique({ where: { id }, select: { id: true, logoFile: true } });
  if (!company) throw notFound("Company");
  const file = company.logoFile;
  if (!file) throw notFound("Logo");
  let bytes: Buffer;
  try {
    bytes = await readStoredFile(file.storageKey);
  } catch {
    throw notFound("Logo");
  }
  return {
    bytes,
    fileId: file.id,
    contentType: file.contentType,
    sha256: file.sha256,
    extension: file.contentType === "image/png" ? "png" : "jpg",
  };
}
