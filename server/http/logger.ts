import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { hostname } from "node:os";
import { format } from "node:util";
import { REQUEST_ID_HEADER, requestIdFrom } from "./request-id";

// Structured logs (issue 15): one JSON object per line on stdout (errors and warnings on stderr),
// with the time, level, message, this instance and, inside a request, its request id, method and
// path. LOG_FORMAT=text prints the same as plain lines for a person at a terminal.

export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

type RequestContext = { requestId: string; method?: string; path?: string; userId?: number };

// Kept on globalThis: Next.js may load this module once per bundle (instrumentation, each route),
// and every copy must share the request context and the original console.
const shared = globalThis as unknown as {
  __portalRequestContext?: AsyncLocalStorage<RequestContext>;
  __portalRawConsole?: { log: (...a: unknown[]) => void; error: (...a: unknown[]) => void };
  __portalJsonConsole?: boolean;
};
const requestContext = (shared.__portalRequestContext ??= new AsyncLocalStorage<RequestContext>());
// The console as it was before installJsonConsole(), so that the logger never calls itself.
const raw = (shared.__portalRawConsole ??= { log: console.log.bind(console), error: console.error.bind(console) });
const instance = process.env.INSTANCE_NAME || `${hostname()}:${process.pid}`;

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(code !== undefined ? { code } : {}), stack: error.stack };
}

function plain(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = value instanceof Error ? serializeError(value) : value;
  return out;
}

export function log(level: LogLevel, message: string, fields: LogFields = {}): void {
  const context = requestContext.getStore();
  const entry = {
    time: new Date().toISOString(),
    level,
    msg: message,
    instance,
    ...(context ? { requestId: context.requestId } : {}),
    ...plain(fields),
  };
  const write = sink ?? (level === "error" || level === "warn" ? raw.error : raw.log);
  if (process.env.LOG_FORMAT === "text") {
    const { time, msg, instance: _i, level: _l, ...rest } = entry;
    write(`${time} ${level.toUpperCase()} ${msg}${Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ""}`);
    return;
  }
  let line: string;
  try {
    line = JSON.stringify(entry);
  } catch {
    line = JSON.stringify({ ...entry, ...Object.fromEntries(Object.keys(fields).map((k) => [k, format("%o", fields[k])])) });
  }
  write(line);
}

let sink: ((line: string) => void) | undefined;

/** Tests only: receives each line instead of the console (undefined restores it). */
export function setLogSinkForTests(write: ((line: string) => void) | undefined): void {
  sink = write;
}

export const logger = {
  debug: (message: string, fields?: LogFields) => log("debug", message, fields),
  info: (message: string, fields?: LogFields) => log("info", message, fields),
  warn: (message: string, fields?: LogFields) => log("warn", message, fields),
  error: (message: string, fields?: LogFields) => log("error", message, fields),
};

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** Names the signed-in user in the request's log lines. */
export function setRequestUser(userId: number | undefined): void {
  const store = requestContext.getStore();
  if (store && userId !== undefined) store.userId = userId;
}

/**
 * Serves one API request inside its context: every log line written meanwhile carries the request
 * id, and one `request` line records the method, path, status, duration and user at the end.
 */
export async function withRequestLog(
  req: { method: string; headers: Headers; nextUrl?: { pathname: string }; url: string },
  serve: () => Promise<Response>,
): Promise<Response> {
  // The proxy has already put a sane id on the request; a call that skipped it gets one here.
  const requestId = requestIdFrom(req.headers);
  const path = req.nextUrl?.pathname ?? new URL(req.url).pathname;
  const context: RequestContext = { requestId, method: req.method, path };
  const started = performance.now();
  return requestContext.run(context, async () => {
    let response: Response;
    try {
      response = await serve();
    } catch (error) {
      log("error", "request failed", { method: req.method, path, error });
      throw error;
    }
    if (!response.headers.has(REQUEST_ID_HEADER)) {
      try {
        response.headers.set(REQUEST_ID_HEADER, requestId);
      } catch {
        // immutable headers (a fetched Response passed through): the proxy sets the header anyway
      }
    }
    const fields = {
      method: req.method,
      path,
      status: response.status,
      ms: Math.round(performance.now() - started),
      ...(context.userId ? { userId: context.userId } : {}),
    };
    // 503 is a planned refusal (maintenance, not ready): a warning; any other 5xx is an error.
    log(response.status === 503 ? "warn" : response.status >= 500 ? "error" : "info", "request", fields);
    return response;
  });
}

/**
 * Routes console.* through the logger (once per server process, from instrumentation.ts), so that
 * messages written by the framework and libraries are JSON lines too.
 */
export function installJsonConsole(): void {
  if (shared.__portalJsonConsole || process.env.LOG_FORMAT === "text") return;
  shared.__portalJsonConsole = true;
  const forward =
    (level: LogLevel) =>
    (...args: unknown[]) => {
      const error = args.find((a) => a instanceof Error);
      const text = format(...args.map((a) => (a instanceof Error ? a.message : a)));
      // Node's own process warnings ("(node:123) Warning: …") are written as errors: keep them warnings.
      const actual = level === "error" && /^\(node:\d+\) \[?\w*Warning/.test(text) ? "warn" : level;
      log(actual, text, error ? { error } : {});
    };
  console.log = forward("info");
  console.info = forward("info");
  console.debug = forward("debug");
  console.warn = forward("warn");
  console.error = forward("error");
}
