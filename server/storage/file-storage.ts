import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { Tx } from "@/server/db";
import { env } from "@/server/env";
import { localFolderStorage } from "./local-folder-storage";
import { s3Storage } from "./s3-storage";
import type { StorageBackend } from "./storage-backend";

// Stored files (DESIGN.md §2, decision D86): bytes in the storage backend (a local folder by
// default, an S3-compatible bucket when S3_BUCKET is set), metadata in the StoredFile table.
// Every caller goes through the functions below, never through a backend directly.

let configured: { signature: string; backend: StorageBackend } | undefined;
let override: StorageBackend | undefined;

/** The backend chosen by the settings (one S3 client per process and configuration). */
export function storageBackend(): StorageBackend {
  if (override) return override;
  const e = env();
  const signature = e.S3_BUCKET
    ? JSON.stringify([
        e.S3_BUCKET,
        e.S3_ENDPOINT,
        e.S3_REGION,
        e.S3_ACCESS_KEY_ID,
        e.S3_SECRET_ACCESS_KEY,
        e.S3_FORCE_PATH_STYLE,
        e.S3_PREFIX,
      ])
    : "local";
  if (configured?.signature !== signature) {
    const backend = e.S3_BUCKET
      ? s3Storage({
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible servers want path-style addressing; AWS itself takes either.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : Boolean(e.S3_ENDPOINT),
          prefix: e.S3_PREFIX,
        })
      : localFolderStorage(() => env().FILE_STORAGE_DIR);
    configured = { signature, backend };
  }
  return configured.backend;
}

/** Tests only: puts a backend in place of the configured one (undefined restores it). */
export function useStorageBackendForTests(backend: StorageBackend | undefined): void {
  override = backend;
}

/**
 * Writes the bytes, then records the file inside the caller's transaction. When the write fails
 * no row is created (and the caller's transaction rolls back), so no row ever names bytes that
 * were not stored whole.
 */
export async function storeFile(
  tx: Tx,
  file: { bytes: Buffer; fileName: string; contentType: string; createdById?: number | null; folder: string },
) {
  const storageKey = `${file.folder}/${randomUUID()}`;
  await storageBackend().put(storageKey, file.bytes, file.contentType);
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
  return storageBackend().get(storageKey);
}

export async function removeStoredBytes(storageKey: string): Promise<void> {
  await storageBackend().remove(storageKey);
}

/** The readiness check of the storage (GET /api/ready). */
export async function checkStorage(): Promise<void> {
  await storageBackend().check();
}
