import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies } from "@/server/http/client-address";
import { installPeerAddressHeader } from "@/server/http/peer-address";

// Issue 15, item 3: the per-address sign-in limit counts the socket's address, and believes
// X-Forwarded-For only from a configured proxy (decision D62).

const h = (entries: Record<string, string>) => new Headers(entries);

describe("clientAddress", () => {
  it("uses the socket's address and ignores forwarded headers from a client that is no proxy", () => {
    expect(clientAddress(h({ "x-portal-peer": "198.51.100.20", "x-forwarded-for": "1.2.3.4", "x-real-ip": "5.6.7.8" }), [])).toBe(
      "198.51.100.20",
    );
    expect(clientAddress(h({ "x-portal-peer": "::ffff:198.51.100.20" }), [])).toBe("198.51.100.20");
    expect(clientAddress(h({ "x-forwarded-for": "1.2.3.4" }), [])).toBeNull();
  });

  it("behind trusted proxies takes the right-most entry that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1, fd00::/8");
    // The client wrote "6.6.6.6" itself; the proxy appended the address it saw.
    expect(clientAddress(h({ "x-portal-peer": "10.1.2.3", "x-forwarded-for": "6.6.6.6, 203.0.113.9" }), trusted)).toBe("203.0.113.9");
    // Two proxies in a row.
    expect(clientAddress(h({ "x-portal-peer": "127.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.9.9.9" }), trusted)).toBe(
      "203.0.113.9",
    );
    expect(clientAddress(h({ "x-portal-peer": "fd00::1", "x-forwarded-for": "2001:db8::7" }), trusted)).toBe("2001:db8::7");
    // A trusted proxy that forwarded nothing is itself the client.
    expect(clientAddress(h({ "x-portal-peer": "10.1.2.3" }), trusted)).toBe("10.1.2.3");
    // Garbage in the chain stops the walk at the proxy.
    expect(clientAddress(h({ "x-portal-peer": "10.1.2.3", "x-forwarded-for": "203.0.113.9, not-an-ip" }), trusted)).toBe("10.1.2.3");
    // Changing the left-most entry per attempt no longer changes the bucket.
    const a = clientAddress(h({ "x-portal-peer": "10.1.2.3", "x-forwarded-for": "1.1.1.1, 203.0.113.9" }), trusted);
    const b = clientAddress(h({ "x-portal-peer": "10.1.2.3", "x-forwarded-for": "2.2.2.2, 203.0.113.9" }), trusted);
    expect(a).toBe(b);
  });

  it("refuses a malformed TRUSTED_PROXIES entry", () => {
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies("proxy.internal")).toThrow(/TRUSTED_PROXIES/);
  });

  it("stamps the socket's address on every request, over whatever the client sent under that name", async () => {
    installPeerAddressHeader();
    const server = http.createServer((req, res) =>
      res.end(JSON.stringify({ peer: req.headers["x-portal-peer"], xff: req.headers["x-forwarded-for"] })),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-portal-peer": "6.6.6.6", "x-forwarded-for": "6.6.6.6" } });
      expect(await res.json()).toEqual({ peer: "127.0.0.1", xff: "6.6.6.6" });
    } finally {
      server.close();
    }
  });
});
