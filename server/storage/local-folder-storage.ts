import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type StorageBackend } from "./storage-backend";

/**
 * The embedded default: files in a local folder (FILE_STORAGE_DIR). Several instances can use it
 * only when they share the folder (a network volume); otherwise configure S3_* (D86).
 */
export function localFolderStorage(root: () => string): StorageBackend {
  const target = (key: string) => {
    assertStorageKey(key);
    return path.resolve(root(), key);
  };
  return {
    name: "local",
    async put(key, bytes) {
      const file = target(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed: a failure part-way leaves no file under the key.
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        throw error;
      }
    },
    get: (key) => readFile(target(key)),
    remove: (key) => rm(target(key), { force: true }),
    async check() {
      const dir = path.resolve(root());
      await mkdir(dir, { recursive: true });
      const probe = path.join(dir, `.ready-${randomUUID()}`);
      await writeFile(probe, "ok");
      await rm(probe, { force: true });
    },
  };
}
