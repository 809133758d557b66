import "server-only";
import { imageSize } from "image-size";
import type { StoredFile } from "@/generated/prisma/client";
import { forbidden, notFound, validationFailure } from "@/lib/api/errors";
import { LOGO_MAX_BYTES, LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH, LOGO_RATIO, LOGO_RATIO_TOLERANCE } from "@/lib/companies/company-schema";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { removeStoredBytes, storeFile } from "@/server/storage/file-storage";
import { companyDetailsDto } from "./company-dto";

export type LogoUpload = { bytes: Buffer; fileName: string };

const TYPES = { png: { contentType: "image/png", extension: "png" }, jpg: { contentType: "image/jpeg", extension: "jpg" } } as const;

const reject = (message: string) => validationFailure([{ path: "file", message }]);

/**
 * The logo rules of spec §3 and §9, read from the bytes (never from the name or the declared type):
 * a PNG or JPEG, at most 3 MB, width/height 3:2 within 1%, at most 6000 × 4000 pixels.
 */
export function checkLogo(bytes: Buffer) {
  if (bytes.length === 0) throw reject("The file is empty");
  if (bytes.length > LOGO_MAX_BYTES) throw reject("The logo must be at most 3 MB");
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  } catch {
    throw reject("The logo must be a PNG or JPEG image");
  }
  const type = size.type === "png" || size.type === "jpg" ? TYPES[size.type] : null;
  if (!type) throw reject("The logo must be a PNG or JPEG image");
  // A JPEG rotated by its EXIF orientation (5–8) is shown with width and height swapped.
  const rotated = (size.orientation ?? 1) >= 5;
  const width = rotated ? size.height : size.width;
  const height = rotated ? size.width : size.height;
  if (!width || !height) throw reject("The logo must be a PNG or JPEG image");
  if (Math.abs(width / height - LOGO_RATIO) / LOGO_RATIO > LOGO_RATIO_TOLERANCE) {
    throw reject(`The logo must have a 3:2 ratio (e.g. 300 × 200 pixels); this image is ${width} × ${height}`);
  }
  if (width > LOGO_MAX_WIDTH || height > LOGO_MAX_HEIGHT) {
    throw reject(`The logo must be at most ${LOGO_MAX_WIDTH} × ${LOGO_MAX_HEIGHT} pixels; this image is ${width} × ${height}`);
  }
  return { width, height, ...type };
}

/** A file name safe to keep and show: no folders, no control characters, the detected extension. */
function logoFileName(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .replace(/\.[^.]*$/, "")
    .trim()
    .slice(0, 100);
  return `${base || "logo"}.${extension}`;
}

/**
 * PUT /api/company/{id}/logo (admin): replaces the company's logo. The row is locked, the new file
 * stored and linked, the previous file row removed in the same transaction and its bytes after it
 * commits. A `company.updateLogo` audit event records the old and new file. A rejected file
 * changes nothing. The company's version does not move: the logo is not one of the edited fields.
 */
export async function uploadCompanyLogo(actor: Actor, id: number, upload: LogoUpload) {
  if (!abilityFor(actor).can("manage", "Company")) throw forbidden();
  if (!(await db.company.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Company");
  const logo = checkLogo(upload.bytes);

  let stored: StoredFile | undefined;
  let previous: StoredFile | null = null;
  try {
    const company = await db.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Company" WHERE id = ${id} FOR UPDATE`;
      if (locked.length === 0) throw notFound("Company");
      const before = await tx.company.findUniqueOrThrow({ where: { id }, include: { logoFile: true } });
      previous = before.logoFile;
      stored = await storeFile(tx, {
        bytes: upload.bytes,
        fileName: logoFileName(upload.fileName, logo.extension),
        contentType: logo.contentType,
        createdById: actor.id,
        folder: "logos",
      });
      const after = await tx.company.update({
        where: { id },
        data: { logoFileId: stored.id, updatedAt: before.updatedAt },
        include: { logoFile: true, _count: { select: { users: true } } },
      });
      if (previous) await tx.storedFile.delete({ where: { id: previous.id } });
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "company.updateLogo",
        subjectType: "Company",
        subjectId: id,
        before: { logo: previous ? previous.fileName : null },
        after: { logo: `${stored.fileName} (${logo.width} × ${logo.height})` },
      });
      return after;
    });
    const replaced = previous as StoredFile | null;
    if (replaced) await removeStoredBytes(replaced.storageKey).catch(() => undefined);
    return companyDetailsDto(company);
  } catch (error) {
    const orphan = stored as StoredFile | undefined;
    if (orphan) await removeStoredBytes(orphan.storageKey).catch(() => undefined);
    throw error;
  }
}
