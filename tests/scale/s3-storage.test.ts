import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { checkStorage, readStoredFile, removeStoredBytes, storageBackend, storeFile } from "@/server/storage/file-storage";
import { s3Storage } from "@/server/storage/s3-storage";
import { startS3Server, type S3Server } from "./support/s3-server.mjs";

// The S3 backend (D86) against a real S3-compatible server (s3rver) started here.

let s3: S3Server;
const saved = { ...process.env };

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ["portal-files"] });
  Object.assign(process.env, s3.env, { S3_PREFIX: "portal/" });
  reloadEnv();
});

afterAll(async () => {
  for (const key of Object.keys(s3.env).concat("S3_PREFIX")) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  reloadEnv();
  await s3.stop();
});

describe("S3-compatible file storage", () => {
  it("is chosen when S3_BUCKET is set, stores the bytes in the bucket under the prefix and reads them back", async () => {
    expect(storageBackend().name).toBe("s3");
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    const file = await db.$transaction((tx) =>
      storeFile(tx, { bytes, fileName: "big.bin", contentType: "application/octet-stream", folder: "tests" }),
    );
    expect(file.storageKey).toMatch(/^tests\/[0-9a-f-]+$/);
    expect((await readStoredFile(file.storageKey)).equals(bytes)).toBe(true);

    // The object really is in the bucket, under S3_PREFIX, with its content type.
    const direct = await fetch(`${s3.endpoint}/portal-files/portal/${file.storageKey}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);

    await removeStoredBytes(file.storageKey);
    expect((await fetch(`${s3.endpoint}/portal-files/portal/${file.storageKey}`)).status).toBe(404);
    await expect(readStoredFile(file.storageKey)).rejects.toThrow();
    // Removing what is already gone is not an error.
    await removeStoredBytes(file.storageKey);
  });

  it("refuses keys that could leave the storage's namespace", async () => {
    await expect(readStoredFile("../etc/passwd")).rejects.toThrow(/invalid storage key/);
    await expect(storageBackend().put("a/b/c", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
  });

  it("reports readiness: the bucket answers; a missing bucket or a stopped server does not", async () => {
    await expect(checkStorage()).resolves.toBeUndefined();
    const missing = s3Storage({
      bucket: "no-such-bucket",
      endpoint: s3.endpoint,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "",
    });
    await expect(missing.check()).rejects.toThrow();
    const nowhere = s3Storage({
      bucket: "portal-files",
      endpoint: "http://127.0.0.1:9",
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "",
    });
    await expect(nowhere.check()).rejects.toThrow();
  });
});
