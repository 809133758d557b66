import "server-only";
import { AppError } from "@/lib/api/errors";

// The one place that tells "the database cannot be reached right now" apart from other errors
// (decision D90): a restart, a failover or a network cut answers 503 SERVICE_UNAVAILABLE with
// Retry-After, never 500, and the caller may simply try again.

/** Seconds a client should wait before trying again: the pool reconnects on the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Prisma's codes for a server that cannot be reached or dropped the connection.
const PRISMA_CODES = new Set([
  "P1001", // can't reach the database server (ECONNREFUSED, ENOTFOUND)
  "P1002", // the server was reached but timed out
  "P1008", // socket timeout
  "P1017", // server has closed the connection (ECONNRESET)
  "P2037", // too many database connections
]);
// The driver adapter's error kinds behind those codes.
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// Node's socket errors.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
// PostgreSQL: admin shutdown (pg_ctl stop/restart, pg_terminate_backend), crash shutdown, "the
// database system is starting up / shutting down", too many connections; class 08 is connection exceptions.
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// node-postgres's own messages for a connection that died or could not be made in time.
const PG_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Can't reach database server/i,
  /Server has closed the connection/i,
];

function isUnavailableNode(node: Record<string, unknown>): boolean {
  const code = typeof node.code === "string" ? node.code : undefined;
  if (code && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof node.originalCode === "string" && (SQLSTATES.has(node.originalCode) || /^08[0-9A-Z]{3}$/.test(node.originalCode))) return true;
  if (typeof node.kind === "string" && ADAPTER_KINDS.has(node.kind)) return true;
  if (node.name === "PrismaClientInitializationError") return true;
  const message = typeof node.message === "string" ? node.message : "";
  return PG_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether an error means the database is unreachable (rather than a query's own failure). Looks
 * through the chain Prisma and its driver adapter wrap around the driver's error: `cause`,
 * `meta.driverAdapterError` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const node = error as Record<string, unknown>;
  if (node instanceof AppError) return false;
  if (isUnavailableNode(node)) return true;
  const meta = node.meta as Record<string, unknown> | undefined;
  const nested = [node.cause, meta?.driverAdapterError, ...(Array.isArray(node.errors) ? node.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** The answer to a request that met an unreachable database. */
export function databaseUnavailable(): AppError {
  return new AppError("SERVICE_UNAVAILABLE", "The database cannot be reached at the moment. Please try again in a few seconds.", {
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  });
}
