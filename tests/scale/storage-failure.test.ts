import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as companiesApi from "@/lib/api/operations/companies";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import type { Actor } from "@/server/auth/actor";
import { createCompany } from "@/server/companies/create-company";
import { uploadCompanyLogo } from "@/server/companies/upload-company-logo";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { localFolderStorage } from "@/server/storage/local-folder-storage";
import { storageBackend, useStorageBackendForTests } from "@/server/storage/file-storage";
import type { StorageBackend } from "@/server/storage/storage-backend";
import { bodyOf } from "../support/described-call";
import { demoActor } from "../support/factories";
import { logoPng } from "../support/images";
import { quotationInStatus, smallPdf } from "../support/quotation-factory";

// Issue 15 item 5: storage failing during an upload leaves nothing half-written referenced.

const dir = mkdtempSync(path.join(tmpdir(), "portal-storage-failure-"));
let admin: Actor;
let broker: Actor;

beforeAll(async () => {
  process.env.FILE_STORAGE_DIR = dir;
  delete process.env.S3_BUCKET;
  reloadEnv();
  admin = await demoActor("admin@example.com");
  broker = await demoActor("broker@example.com");
});

afterEach(() => useStorageBackendForTests(undefined));

/** A storage that writes the first half of the bytes under the key, then fails (a dropped connection). */
function failingMidWrite(inner: StorageBackend): StorageBackend & { attempts: string[] } {
  const attempts: string[] = [];
  return {
    ...inner,
    name: "failing",
    attempts,
    async put(key, bytes, contentType) {
      attempts.push(key);
      await inner.put(key, bytes.subarray(0, Math.floor(bytes.length / 2)), contentType);
      throw new Error("storage connection reset during upload");
    },
  };
}

/** Every StoredFile row names whole bytes: present in the storage with its recorded size and hash. */
async function expectEveryRowWhole() {
  const rows = await db.storedFile.findMany();
  const backend = storageBackend();
  for (const row of rows) {
    if (!row.storageKey.startsWith("quotation-documents/") && !row.storageKey.startsWith("logos/")) continue;
    const bytes = await backend.get(row.storageKey);
    expect(bytes.length, row.storageKey).toBe(row.size);
    expect(createHash("sha256").update(bytes).digest("hex"), row.storageKey).toBe(row.sha256);
  }
}

describe("a storage failure during an upload", () => {
  it("quotation document: the upload fails, no row points at the half-written object, and the quotation is unchanged", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = { files: await db.storedFile.count(), documents: await db.quotationDocument.count({ where: { quotationId: q.id } }) };
    const updatedAt = (await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).updatedAt;
    const failing = failingMidWrite(localFolderStorage(() => dir));
    useStorageBackendForTests(failing);

    await expect(uploadQuotationDocument(broker, q.id, { bytes: smallPdf(), fileName: "application.pdf" })).rejects.toThrow(
      /connection reset/,
    );

    expect(failing.attempts).toHaveLength(1);
    expect(await db.storedFile.count()).toBe(before.files);
    expect(await db.storedFile.findFirst({ where: { storageKey: failing.attempts[0] } })).toBeNull();
    expect(await db.quotationDocument.count({ where: { quotationId: q.id } })).toBe(before.documents);
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).updatedAt).toEqual(updatedAt);
    expect(await db.auditEvent.count({ where: { subjectId: String(q.id), action: "quotation.document.upload" } })).toBe(0);

    // The storage back: the same upload succeeds and what is referenced is whole.
    useStorageBackendForTests(undefined);
    const doc = await uploadQuotationDocument(broker, q.id, { bytes: smallPdf(), fileName: "application.pdf" });
    expect(doc.size).toBe(smallPdf().length);
    await expectEveryRowWhole();
  });

  it("company logo: the failed replacement keeps the previous logo, whose bytes are still there", async () => {
    const company = await createCompany(
      admin,
      bodyOf(companiesApi.createCompany, { name: `Storage Failure ${Date.now()}`, role: "BROKER", commission: "10" }),
    );
    await uploadCompanyLogo(admin, company.id, { bytes: logoPng(300, 200), fileName: "first.png" });
    const first = (await db.company.findUniqueOrThrow({ where: { id: company.id }, include: { logoFile: true } })).logoFile!;
    const failing = failingMidWrite(localFolderStorage(() => dir));
    useStorageBackendForTests(failing);

    await expect(uploadCompanyLogo(admin, company.id, { bytes: logoPng(600, 400), fileName: "second.png" })).rejects.toThrow(
      /connection reset/,
    );

    const after = await db.company.findUniqueOrThrow({ where: { id: company.id }, include: { logoFile: true } });
    expect(after.logoFileId).toBe(first.id);
    expect(await db.storedFile.findFirst({ where: { storageKey: failing.attempts[0] } })).toBeNull();
    useStorageBackendForTests(undefined);
    await expectEveryRowWhole();
  });

  it("the local folder never shows a partial file under a key (written aside, then renamed)", async () => {
    const backend = localFolderStorage(() => dir);
    await backend.put("atomic/one", Buffer.alloc(2_000_000, 7), "application/octet-stream");
    expect((await backend.get("atomic/one")).length).toBe(2_000_000);
    expect(await readdir(path.join(dir, "atomic"))).toEqual(["one"]);
  });
});
