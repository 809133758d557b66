import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Tx } from "@/server/db";
import { env } from "@/server/env";

// Stored files (DESIGN.md §2): bytes in the storage backend (a local folder; an S3-compatible
// bucket can implement the same three functions), metadata in the StoredFile table.

function storagePath(storageKey: string): string {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/i.test(storageKey)) throw new Error(`invalid storage key ${storageKey}`);
  return path.resolve(env().FILE_STORAGE_DIR, storageKey);
}

/** Writes the bytes, then records the file inside the caller's transaction. */
export async function storeFile(
  tx: Tx,
  file: { bytes: Buffer; fileName: string; contentType: string; createdById?: number | null; folder: string },
) {
  const storageKey = `${file.folder}/${randomUUID()}`;
  const target = storagePath(storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.bytes);
  return tx.storedFile.create({
    data: {
      storageKey,
      fileName: file.fileName.slice(0, 255),
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      createdById: file.createdById ?? null,
    },
  });
}

export async function readStoredFile(storageKey: string): Promise<Buffer> {
  return readFile(storagePath(storageKey));
}

export async function removeStoredBytes(storageKey: string): Promise<void> {
  await rm(storagePath(storageKey), { force: true });
}
