import path from "node:path";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { PEER_HEADER } from "@/server/http/client-address";
import { withRequestScope } from "./request-scope";

// Runs one HTTP request through the app in this process, the way `next start` does: proxy.ts
// first (its refusals are the answer), then the route file's exported handler with the path's
// params, inside a request scope that gives it the request's cookies (request-scope.ts). The route
// file is found from the path template: `/api/quotation/{quotationId}/cancel` is
// `app/api/quotation/[quotationId]/cancel/route.ts`.

export const APP_ORIGIN = "http://portal.test";
const root = path.resolve(import.meta.dirname, "../../..");

export type Call = {
  method: string;
  /** The path template, as the OpenAPI document writes it. */
  template: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json), or a form (multipart). */
  json?: unknown;
  form?: FormData;
  /** A raw body, sent as it is (its content type in `headers`). */
  body?: string;
  /** The Cookie header (the caller's session). */
  cookie?: string | null;
  /** Cookies the call needs besides the session (next-auth's CSRF cookie). */
  moreCookies?: string;
  /** The client's address (the socket's, which instrumentation.ts records); by default a new one per request. */
  clientAddress?: string;
};

export type Answer = { status: number; headers: Headers; setCookies: string[]; body: string };

/** The route file serving a path template. */
export function routeFileOf(template: string): string {
  const dir = template
    .split("/")
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, "[$1]").replace(/^\{\.\.\.(\w+)\}$/, "[...$1]"))
    .join("/");
  return path.join(root, "app", dir, "route.ts");
}

type Handler = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const modules = new Map<string, Promise<Record<string, unknown>>>();

async function handlerOf(template: string, method: string): Promise<Handler> {
  const file = routeFileOf(template);
  if (!modules.has(file)) modules.set(file, import(/* @vite-ignore */ file));
  const handler = (await modules.get(file)!)[method.toUpperCase()];
  if (typeof handler !== "function") throw new Error(`${file} exports no ${method.toUpperCase()}`);
  return handler as Handler;
}

function urlOf(call: Call): string {
  const concrete = call.template.replace(/\{(\.\.\.)?(\w+)\}/g, (_, catchAll: string | undefined, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${call.template}: no value for {${name}}`);
    // A catch-all segment ([...nextauth]) takes several path segments.
    return catchAll ? String(value).split("/").map(encodeURIComponent).join("/") : encodeURIComponent(String(value));
  });
  const query = call.query && Object.keys(call.query).length > 0 ? `?${new URLSearchParams(call.query)}` : "";
  return `${APP_ORIGIN}${concrete}${query}`;
}

let clients = 0;
/** An address of the 198.18.0.0/15 benchmarking range not used before in this process. */
function newClientAddress(): string {
  clients++;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
}

function requestOf(call: Call, url: string, client: string): NextRequest {
  const headers = new Headers({ host: "portal.test", "user-agent": "authorization-matrix", [PEER_HEADER]: client, ...call.headers });
  const cookie = [call.cookie, call.moreCookies].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  let body: string | FormData | undefined;
  if (call.form) body = call.form;
  else if (call.body !== undefined) body = call.body;
  else if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers.set("content-type", "application/json");
  }
  // A browser on the portal's own pages sends its origin with every write.
  if (!["GET", "HEAD"].includes(call.method.toUpperCase())) {
    if (!headers.has("origin")) headers.set("origin", APP_ORIGIN);
    if (!headers.has("sec-fetch-site")) headers.set("sec-fetch-site", "same-origin");
  }
  return new NextRequest(url, { method: call.method.toUpperCase(), headers, body });
}

export async function invoke(call: Call): Promise<Answer> {
  const url = urlOf(call);
  const client = call.clientAddress ?? newClientAddress();
  const gate = proxy(requestOf(call, url, client));
  if (gate.headers.get("x-middleware-next") !== "1")
    return { status: gate.status, headers: gate.headers, setCookies: [], body: await gate.text() };

  const handler = await handlerOf(call.template, call.method);
  const req = requestOf(call, url, client);
  const params: Record<string, string> = Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, String(v)]));
  const { result, setCookies } = await withRequestScope(req.headers, () => handler(req, { params: Promise.resolve(params) }));
  return {
    status: result.status,
    headers: result.headers,
    setCookies: [...result.headers.getSetCookie(), ...setCookies],
    body: await result.text(),
  };
}
