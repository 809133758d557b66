import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { getQuotationDocument } from "@/server/quotations/get-quotation-document";
import { onlyBinderCoveringToday, policyNumber, quotationWithApplication } from "../support/binding";
import { demoActor } from "../support/factories";
import { smallPdf } from "../support/quotation-factory";
import { onServer, urlFor } from "../support/test-database";
import { startS3Server, type S3Server } from "./support/s3-server.mjs";

// docs/operations.md "Backup and restore", tried once: the database with pg_dump (custom format),
// then the bucket copied object by object (what `aws s3 sync` or `mc mirror` do); both restored
// into a fresh database and a fresh bucket; the portal pointed at them reads the policy and its file.

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), "portal-backup-"));
const restoredDb = `portal_restore_${process.pid}_${Date.now()}`;
let s3: S3Server;
let client: S3Client;
const saved = { ...process.env };

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ["portal-files", "portal-files-restored"] });
  Object.assign(process.env, s3.env);
  reloadEnv();
  client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
});

afterAll(async () => {
  for (const key of Object.keys(s3.env)) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  process.env.DATABASE_URL = saved.DATABASE_URL;
  reloadEnv();
  await onServer((c) => c.query(`DROP DATABASE IF EXISTS "${restoredDb}" WITH (FORCE)`));
  await s3.stop();
  await rm(work, { recursive: true, force: true });
});

async function listKeys(bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

describe("backup and restore of the database and the bucket", () => {
  it("restores a bound policy and its uploaded file into a fresh database and bucket", async () => {
    const broker: Actor = await demoActor("broker@example.com");
    const underwriter: Actor = await demoActor("underwriter@example.com");
    await onlyBinderCoveringToday("1000000.00");
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const number = policyNumber("WEP-BACKUP");
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: number });
    const before = await getPolicyDetails(broker, bound.id);
    const uploaded = before.files.find((f) => f.kind === "UPLOADED")!;
    expect(uploaded).toBeDefined();

    // 1. The database first (pg_dump, custom format), then the bucket: every row then names an
    //    object that the bucket copy holds (files are written before their row commits).
    const dumpFile = path.join(work, "portal.dump");
    await run("pg_dump", ["--format=custom", "--no-owner", "--file", dumpFile, process.env.DATABASE_URL!]);
    const bucketDir = path.join(work, "bucket");
    for (const key of await listKeys("portal-files")) {
      const object = await client.send(new GetObjectCommand({ Bucket: "portal-files", Key: key }));
      const file = path.join(bucketDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.from(await object.Body!.transformToByteArray()));
    }

    // 2. Restore into a fresh, empty database and a fresh bucket.
    await onServer((c) => c.query(`CREATE DATABASE "${restoredDb}"`));
    await run("pg_restore", ["--no-owner", "--exit-on-error", "--dbname", urlFor(restoredDb), dumpFile]);
    for (const folder of await readdir(bucketDir)) {
      for (const name of await readdir(path.join(bucketDir, folder))) {
        const body = await readFile(path.join(bucketDir, folder, name));
        await client.send(new PutObjectCommand({ Bucket: "portal-files-restored", Key: `${folder}/${name}`, Body: body }));
      }
    }
    // The original bucket loses its objects: what is read next can only come from the restored one.
    for (const key of await listKeys("portal-files")) await client.send(new DeleteObjectCommand({ Bucket: "portal-files", Key: key }));

    // 3. The portal on the restored database and bucket reads the policy and its file back.
    await db.$disconnect();
    process.env.DATABASE_URL = urlFor(restoredDb);
    process.env.S3_BUCKET = "portal-files-restored";
    reloadEnv();
    try {
      const after = await getPolicyDetails(broker, bound.id);
      expect(after.policyNumber).toBe(number);
      expect(after).toEqual(before);
      const document = await getQuotationDocument(broker, q.id, q.document.id);
      expect(document.fileName).toBe("signed-application.pdf");
      expect(document.bytes.equals(smallPdf())).toBe(true);
    } finally {
      await db.$disconnect();
      process.env.DATABASE_URL = saved.DATABASE_URL;
      process.env.S3_BUCKET = s3.env.S3_BUCKET;
      reloadEnv();
    }
  });
});
