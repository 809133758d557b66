import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as readyRoute } from "@/app/api/ready/route";
import { reloadEnv } from "@/server/env";
import { localFolderStorage } from "@/server/storage/local-folder-storage";
import { useStorageBackendForTests } from "@/server/storage/file-storage";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// GET /api/health (the process answers) and GET /api/ready (database and storage reachable).

process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), "portal-ready-"));
reloadEnv();

afterEach(() => useStorageBackendForTests(undefined));

const noParams = { params: Promise.resolve({}) };
const health = () => healthRoute(new NextRequest("http://portal.test/api/health"), noParams);
const ready = () => readyRoute(new NextRequest("http://portal.test/api/ready"), noParams);

describe("health and readiness", () => {
  it("health answers 200 without touching the database", async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/nowhere";
    reloadEnv();
    try {
      const answer = await health();
      expect(answer.status).toBe(200);
      expect((await answer.json()).data.status).toBe("ok");
    } finally {
      process.env.DATABASE_URL = saved;
      reloadEnv();
    }
  });

  it("ready answers 200 with both checks when the database and the storage answer", async () => {
    const answer = await ready();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = await answer.json();
    expect(body.data).toMatchObject({ status: "ready", checks: { database: { ok: true }, storage: { ok: true, backend: "local" } } });
  });

  it("ready answers 503 SERVICE_UNAVAILABLE naming the storage when it cannot be reached", async () => {
    useStorageBackendForTests({
      ...localFolderStorage(() => "/tmp"),
      name: "s3",
      check: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:9000");
      },
    });
    const answer = await ready();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    const body = await answer.json();
    expect(body.error).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Not ready: storage unreachable",
      details: [{ path: "storage", message: "connect ECONNREFUSED 127.0.0.1:9000" }],
    });
    expect(body.checks.database.ok).toBe(true);
  });

  it("ready answers 503 naming the database when it does not answer, and 200 again when it is back", async () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/nowhere";
    reloadEnv();
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect((await answer.json()).error).toMatchObject({ code: "SERVICE_UNAVAILABLE", message: "Not ready: database unreachable" });
    } finally {
      process.env.DATABASE_URL = saved;
      reloadEnv();
    }
    expect((await ready()).status).toBe(200);
  });
});
