import "server-only";
import { isIP } from "node:net";

// The address of the client of a request (decision D62). The socket's address comes from the
// `x-portal-peer` header, which instrumentation.ts sets on every incoming request from
// `req.socket.remoteAddress`, overwriting anything a client sent under that name. Forwarded headers
// are believed only when that peer is a configured proxy (TRUSTED_PROXIES): then the client is the
// right-most `X-Forwarded-For` entry that is not itself a trusted proxy (entries to its left were
// written by the client and prove nothing).

export const PEER_HEADER = "x-portal-peer";

type Matcher = (address: string) => boolean;

function normalize(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, "");
  // IPv4 clients on a dual-stack socket appear as ::ffff:1.2.3.4.
  return trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed.toLowerCase();
}

function ipv4ToNumber(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv6ToBigInt(address: string): bigint {
  const [head, tail = ""] = address.split("::");
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...h, ...Array(8 - h.length - t.length).fill("0"), ...t] : h;
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g || "0", 16)), 0n);
}

/** One TRUSTED_PROXIES entry: an address or a CIDR range (IPv4 or IPv6). Invalid entries throw. */
export function parseTrustedProxy(entry: string): Matcher {
  const [rawBase, rawBits] = entry.trim().split("/");
  const base = normalize(rawBase);
  const family = isIP(base);
  if (family === 0) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  const max = family === 4 ? 32 : 128;
  const bits = rawBits === undefined ? max : Number(rawBits);
  if (!Number.isInteger(bits) || bits < 0 || bits > max) throw new Error(`TRUSTED_PROXIES: "${entry}" has an invalid prefix length`);
  if (family === 4) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    const net = (ipv4ToNumber(base) & mask) >>> 0;
    return (address) => isIP(address) === 4 && (ipv4ToNumber(address) & mask) >>> 0 === net;
  }
  const mask = bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << BigInt(128 - bits);
  const net = ipv6ToBigInt(base) & mask;
  return (address) => isIP(address) === 6 && (ipv6ToBigInt(address) & mask) === net;
}

export function parseTrustedProxies(value: string | undefined): Matcher[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(parseTrustedProxy);
}

let cache: { raw: string | undefined; matchers: Matcher[] } | undefined;
function trustedFromEnv(): Matcher[] {
  const raw = process.env.TRUSTED_PROXIES;
  if (!cache || cache.raw !== raw) cache = { raw, matchers: parseTrustedProxies(raw) };
  return cache.matchers;
}

/**
 * The client address of a request, or null when the socket's address is unknown (then only the
 * per-email limits apply).
 */
export function clientAddress(headers: Headers, trusted: Matcher[] = trustedFromEnv()): string | null {
  const rawPeer = headers.get(PEER_HEADER);
  if (!rawPeer) return null;
  const peer = normalize(rawPeer);
  if (isIP(peer) === 0) return null;
  const isTrusted = (a: string) => trusted.some((m) => m(a));
  if (!isTrusted(peer)) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map(normalize).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i];
    if (isIP(hop) === 0) return peer; // garbage written by someone: stop believing the chain here
    if (!isTrusted(hop)) return hop;
  }
  // Every hop is a trusted proxy (or there is no header): the left-most one is the best we know.
  return forwarded[0] ?? peer;
}
