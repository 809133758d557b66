// The embedded default database: PGlite (Postgres compiled to WebAssembly) with its data in a local
// folder, served over the Postgres wire protocol on a local port so that Prisma, the migrations and
// the app use the same code path as with a real PostgreSQL server.
import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import net from "node:net";

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One process at a time may open a PGlite folder: take a lock file holding our pid. */
function takeLock(lockPath) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockPath, "utf8"));
      if (holder && pidAlive(holder)) {
        throw new Error(`The embedded database in ${path.dirname(lockPath)} is in use by process ${holder}.`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite on `dataDir` and serves it on 127.0.0.1:`port` (a free port when not given).
 * Returns the connection string and a stop function. PGlite runs one session, so clients must use
 * a single connection (the app sets its pool size to 1 in this mode).
 */
export async function startEmbeddedDatabase({ dataDir, port } = {}) {
  const dir = path.resolve(dataDir ?? "data/db");
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeLock(`${dir}.lock`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
  // Extensions the migrations create (CREATE EXTENSION) must be loaded into PGlite first.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, port: listenPort, host: "127.0.0.1", maxConnections: 1 });
  await server.start();
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    releaseLock();
  };
  return { url: `postgresql://postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`, stop, port: listenPort };
}
