import "server-only";
// The one interface behind every stored file's bytes (decision D86). The metadata lives in the
// StoredFile table; a backend only keeps bytes under a key such as `logos/<uuid>`.

export interface StorageBackend {
  /** A short name for logs and the readiness answer ("local", "s3"). */
  readonly name: string;
  /**
   * Stores the bytes under the key. Either the whole object is stored or, when this throws,
   * nothing is readable under the key (the local backend writes a temporary file and renames it;
   * an S3 PutObject is atomic).
   */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key; throws when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be reached or written (the readiness check). */
  check(): Promise<void>;
}

/** Keys are `<folder>/<name>` of letters, digits and dashes: never a path outside the storage. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/i.test(key)) throw new Error(`invalid storage key ${key}`);
}
