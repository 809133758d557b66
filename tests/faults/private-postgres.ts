import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// A PostgreSQL cluster of the test's own (initdb into a temporary folder, pg_ctl on a free port),
// which the test may stop and restart without disturbing the shared server other tests use.

const run = promisify(execFile);

/** The folder of the newest installed PostgreSQL server binaries (PG_BIN overrides), or null. */
export function postgresBinDir(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((dir) => ["initdb", "pg_ctl", "postgres", "pg_dump", "psql"].every((b) => existsSync(path.join(dir, b)))) ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type PrivatePostgres = {
  url: (database?: string) => string;
  /** `pg_ctl restart -m fast`: sessions are ended (57P01), the server stops and starts again. Resolves once it accepts connections. */
  restart: () => Promise<void>;
  /** Copies a database of another server into this one's `postgres` database (schema and rows, `withoutDataOf` tables empty). */
  copyFrom: (sourceUrl: string, withoutDataOf?: string[]) => Promise<void>;
  stop: () => Promise<void>;
  log: () => string;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  // initdb and postgres refuse to run as root: then they run as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const exec = (program: string, args: string[], timeout = 60_000) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], { timeout })
      : run(path.join(bin, program), args, { timeout });

  const dir = mkdtempSync(path.join(tmpdir(), "portal-pg-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  const port = await freePort();
  await exec("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50 -c shared_buffers=16MB`;
  await exec("pg_ctl", ["start", "-w", "-t", "30", "-D", data, "-l", logFile, "-o", options]);

  const url = (database = "postgres") => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    restart: async () => {
      await exec("pg_ctl", ["restart", "-w", "-t", "30", "-m", "fast", "-D", data, "-l", logFile, "-o", options]);
    },
    copyFrom: async (sourceUrl, withoutDataOf = []) => {
      const file = path.join(dir, "copy.sql");
      const exclude = withoutDataOf.flatMap((table) => ["--exclude-table-data", `"${table}"`]);
      await run(path.join(bin, "pg_dump"), ["--no-owner", "--no-acl", "-f", file, ...exclude, sourceUrl], { timeout: 60_000 });
      if (asRoot) await run("chmod", ["a+r", file]);
      await run(path.join(bin, "psql"), ["-q", "-v", "ON_ERROR_STOP=1", "-d", url(), "-f", file], { timeout: 60_000 });
    },
    stop: async () => {
      await exec("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", data]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
  };
}
