import { mkdtempSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import * as companiesApi from "@/lib/api/operations/companies";
import { db } from "@/server/db";
import { reloadEnv } from "@/server/env";
import { createCompany } from "@/server/companies/create-company";
import { getCompany } from "@/server/companies/get-company";
import { getCompanyLogo } from "@/server/companies/get-company-logo";
import { uploadCompanyLogo } from "@/server/companies/upload-company-logo";
import type { Actor } from "@/server/auth/actor";
import { bodyOf } from "../support/described-call";
import { demoActor, signedIn, user } from "../support/factories";
import { gifHeader, jpegHeader, logoPng, png } from "../support/images";

const storageDir = mkdtempSync(path.join(tmpdir(), "portal-logos-"));
let admin: Actor;

beforeAll(async () => {
  process.env.FILE_STORAGE_DIR = storageDir;
  reloadEnv();
  admin = await demoActor("admin@example.com");
});

let seq = 0;
const newCompany = () =>
  createCompany(admin, bodyOf(companiesApi.createCompany, { name: `Logo Test ${++seq}`, role: "BROKER", commission: "10" }));
const onDisk = (storageKey: string) => path.join(storageDir, storageKey);

describe("company logos (PUT and GET /api/company/{id}/logo)", () => {
  it("accepts a 300 × 200 PNG, stores it under logos/ and serves the same bytes to admins and to the company's own users only", async () => {
    const company = await newCompany();
    const bytes = logoPng(300, 200);
    const updated = await uploadCompanyLogo(admin, company.id, { bytes, fileName: "C:\\fakepath\\Lakeside logo.PNG" });
    expect(updated.logo).toMatchObject({ fileName: "Lakeside logo.png", contentType: "image/png", size: bytes.length });
    expect(updated.logo?.url).toMatch(new RegExp(`^/api/company/${company.id}/logo\\?v=\\d+$`));
    // The logo is not one of the edited fields: an open edit form stays valid.
    expect(updated.version).toBe(company.version);

    const row = await db.company.findUniqueOrThrow({ where: { id: company.id }, include: { logoFile: true } });
    expect(row.logoFile?.storageKey).toMatch(/^logos\//);
    expect(await readFile(onDisk(row.logoFile!.storageKey))).toEqual(bytes);

    const own = await user({ companyId: company.id });
    for (const reader of [admin, await signedIn(own.email)]) {
      const served = await getCompanyLogo(reader, company.id);
      expect(served).toMatchObject({ contentType: "image/png", fileId: row.logoFileId });
      expect(served.bytes.equals(bytes)).toBe(true);
    }
    // Another company's people do not learn that it exists (spec §6: companies are an admin area).
    for (const outsider of ["broker@example.com", "underwriter@example.com"]) {
      await expect(getCompanyLogo(await demoActor(outsider), company.id)).rejects.toMatchObject({
        code: "RESOURCE_NOT_FOUND",
        message: "Company not found",
      });
    }

    const audit = await db.auditEvent.findFirstOrThrow({ where: { subjectId: String(company.id), action: "company.updateLogo" } });
    expect(audit).toMatchObject({ actorId: admin.id, before: { logo: null }, after: { logo: "Lakeside logo.png (300 × 200)" } });
  });

  it("replaces the previous logo and removes its file", async () => {
    const company = await newCompany();
    await uploadCompanyLogo(admin, company.id, { bytes: png(300, 200), fileName: "first.png" });
    const first = (await db.company.findUniqueOrThrow({ where: { id: company.id }, include: { logoFile: true } })).logoFile!;
    const second = await uploadCompanyLogo(admin, company.id, { bytes: png(600, 400, () => [200, 0, 0]), fileName: "second.png" });
    expect(second.logo?.fileName).toBe("second.png");
    expect(await db.storedFile.findUnique({ where: { id: first.id } })).toBeNull();
    await expect(stat(onDisk(first.storageKey))).rejects.toMatchObject({ code: "ENOENT" });
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { subjectId: String(company.id), action: "company.updateLogo" },
      orderBy: { id: "desc" },
    });
    expect(audit.before).toEqual({ logo: "first.png" });
  });

  it("reads the type from the bytes: a JPEG named .png is kept as a JPEG", async () => {
    const company = await newCompany();
    const updated = await uploadCompanyLogo(admin, company.id, { bytes: jpegHeader(900, 600), fileName: "brand.png" });
    expect(updated.logo).toMatchObject({ fileName: "brand.jpg", contentType: "image/jpeg" });
  });

  it("allows 1% off 3:2 and no more", async () => {
    const company = await newCompany();
    await expect(uploadCompanyLogo(admin, company.id, { bytes: png(301, 200), fileName: "a.png" })).resolves.toMatchObject({
      logo: { contentType: "image/png" },
    });
    await expect(uploadCompanyLogo(admin, company.id, { bytes: png(297, 200), fileName: "a.png" })).resolves.toBeTruthy();
    await expect(uploadCompanyLogo(admin, company.id, { bytes: png(310, 200), fileName: "a.png" })).rejects.toMatchObject({
      code: "VALIDATION_FAILURE",
    });
  });

  it.each([
    ["a square image", png(400, 400), "square.png", "The logo must have a 3:2 ratio (e.g. 300 × 200 pixels); this image is 400 × 400"],
    [
      "a portrait image",
      jpegHeader(200, 300),
      "tall.jpg",
      "The logo must have a 3:2 ratio (e.g. 300 × 200 pixels); this image is 200 × 300",
    ],
    ["a GIF", gifHeader(300, 200), "logo.gif", "The logo must be a PNG or JPEG image"],
    ["a GIF renamed .png", gifHeader(300, 200), "logo.png", "The logo must be a PNG or JPEG image"],
    [
      "text renamed .png",
      Buffer.from("this is not an image at all, just some text in a file"),
      "logo.png",
      "The logo must be a PNG or JPEG image",
    ],
    ["a file over 3 MB", Buffer.concat([png(300, 200), Buffer.alloc(3 * 1024 * 1024)]), "big.png", "The logo must be at most 3 MB"],
    [
      "a huge bitmap",
      png(7500, 5000, () => [0, 0, 0]),
      "huge.png",
      "The logo must be at most 6000 × 4000 pixels; this image is 7500 × 5000",
    ],
    ["an empty file", Buffer.alloc(0), "empty.png", "The file is empty"],
  ])("rejects %s with a reason at `file`, and keeps the company and its logo as they were", async (_label, bytes, fileName, message) => {
    const company = await newCompany();
    const kept = await uploadCompanyLogo(admin, company.id, { bytes: png(300, 200), fileName: "kept.png" });
    const files = await db.storedFile.count();
    const error = await uploadCompanyLogo(admin, company.id, { bytes, fileName }).catch((e) => e);
    expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400, message, details: [{ path: "file", message }] });
    expect(await getCompany(admin, company.id)).toEqual(kept);
    expect(await db.storedFile.count()).toBe(files);
    expect(await db.auditEvent.count({ where: { subjectId: String(company.id), action: "company.updateLogo" } })).toBe(1);
  });

  it("refuses brokers and underwriters, and answers not found for a company without a logo", async () => {
    const company = await newCompany();
    for (const email of ["broker@example.com", "underwriter@example.com"]) {
      const actor = await demoActor(email);
      await expect(uploadCompanyLogo(actor, company.id, { bytes: png(300, 200), fileName: "x.png" })).rejects.toMatchObject({
        code: "FORBIDDEN",
        status: 403,
      });
    }
    expect((await getCompany(admin, company.id)).logo).toBeNull();
    await expect(getCompanyLogo(admin, company.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    await expect(uploadCompanyLogo(admin, 999_999, { bytes: png(300, 200), fileName: "x.png" })).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
    });
  });

  it("keeps one logo when two uploads race", async () => {
    const company = await newCompany();
    await Promise.all([
      uploadCompanyLogo(admin, company.id, { bytes: png(300, 200, () => [1, 2, 3]), fileName: "one.png" }),
      uploadCompanyLogo(admin, company.id, { bytes: png(300, 200, () => [4, 5, 6]), fileName: "two.png" }),
    ]);
    const row = await db.company.findUniqueOrThrow({ where: { id: company.id }, include: { logoFile: true } });
    expect(["one.png", "two.png"]).toContain(row.logoFile?.fileName);
    expect(
      await db.storedFile.count({
        where: {
          companyLogo: { is: null },
          storageKey: { startsWith: "logos/" },
          createdById: admin.id,
          fileName: { in: ["one.png", "two.png"] },
        },
      }),
    ).toBe(0);
    expect(await readFile(onDisk(row.logoFile!.storageKey))).toBeTruthy();
  });
});
