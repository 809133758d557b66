import { notFound } from "@/lib/api/errors";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { readStoredFile } from "@/server/storage/file-storage";
import { parseCompanyId } from "./company-id";

/**
 * GET /api/company/{id}/logo: the logo's bytes for any signed-in user (brokers see their own
 * company's logo, documents print it). No logo, or its bytes gone, is RESOURCE_NOT_FOUND.
 */
export async function getCompanyLogo(_actor: Actor, companyId: unknown) {
  const id = parseCompanyId(companyId);
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
  return { bytes, fileId: file.id, contentType: file.contentType, sha256: file.sha256, extension: file.contentType === "image/png" ? "png" : "jpg" };
}
