import { describe, expect, it } from "vitest";
import { deriveSigningSecret, env, reloadEnv } from "@/server/env";
import { createSignedLink, verifySignedLink } from "@/server/signing/signed-link";

const SECRET = "a-signing-secret-for-the-tests-0123456789";
const NOW = new Date("2026-05-01T12:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

function parts(token: string) {
  const [payload, mac] = token.split(".");
  return { payload, mac, body: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) };
}

describe("signed links", () => {
  it("accepts a fresh token for its purpose and subject", () => {
    const token = createSignedLink("sign", 42, 3600, NOW, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const result = verifySignedLink(token, "sign", 42, later(60), SECRET);
    expect(result).toMatchObject({ ok: true, purpose: "sign", subjectId: 42 });
    expect(result.ok && result.expiresAt.toISOString()).toBe("2026-05-01T13:00:00.000Z");
  });

  it("carries the payload {p, s, exp, nonce}, with a different nonce each time", () => {
    const a = parts(createSignedLink("print-proposal", 7, 600, NOW, SECRET));
    const b = parts(createSignedLink("print-proposal", 7, 600, NOW, SECRET));
    expect(a.body).toMatchObject({ p: "print-proposal", s: 7, exp: NOW.getTime() / 1000 + 600 });
    expect(a.body.nonce).not.toBe(b.body.nonce);
    expect(a.mac).not.toBe(b.mac);
  });

  it("refuses an expired token, from the second it expires", () => {
    const token = createSignedLink("sign", 42, 3600, NOW, SECRET);
    expect(verifySignedLink(token, "sign", 42, later(3599), SECRET).ok).toBe(true);
    expect(verifySignedLink(token, "sign", 42, later(3600), SECRET)).toEqual({ ok: false, error: "expired" });
    expect(verifySignedLink(token, "sign", 42, later(86_400), SECRET)).toEqual({ ok: false, error: "expired" });
  });

  it("refuses a tampered payload: a later expiry, another subject, another purpose", () => {
    const token = createSignedLink("print-proposal", 42, 60, NOW, SECRET);
    const { body, mac } = parts(token);
    for (const change of [{ exp: body.exp + 86_400 }, { s: 43 }, { p: "sign" }]) {
      const forged = `${Buffer.from(JSON.stringify({ ...body, ...change })).toString("base64url")}.${mac}`;
      expect(verifySignedLink(forged, "print-proposal", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
      expect(verifySignedLink(forged, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
      expect(verifySignedLink(forged, "print-proposal", 43, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
    }
  });

  it("refuses a tampered signature and a token made with another secret", () => {
    const token = createSignedLink("sign", 42, 60, NOW, SECRET);
    const { payload, mac } = parts(token);
    const flipped = mac.slice(0, 10) + (mac[10] === "A" ? "B" : "A") + mac.slice(11);
    expect(verifySignedLink(`${payload}.${flipped}`, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
    expect(verifySignedLink(`${payload}.${mac.slice(1)}`, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
    const other = createSignedLink("sign", 42, 60, NOW, "another-secret-another-secret-0123456789");
    expect(verifySignedLink(other, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
  });

  it("refuses a token issued for another purpose", () => {
    const token = createSignedLink("print-proposal", 42, 60, NOW, SECRET);
    expect(verifySignedLink(token, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "wrong-purpose" });
  });

  it("refuses a token issued for another subject", () => {
    const token = createSignedLink("sign", 42, 60, NOW, SECRET);
    expect(verifySignedLink(token, "sign", 41, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
  });

  it("refuses missing and malformed tokens", () => {
    for (const token of [undefined, null, "", "abc", "a.b.c", "a.b", `${"x".repeat(600)}.${"y".repeat(43)}`, "e30.!!!"]) {
      expect(verifySignedLink(token, "sign", 42, NOW, SECRET)).toEqual({ ok: false, error: "invalid" });
    }
  });

  it("accepts a replayed token while it is valid", () => {
    // A link is not single use: opening it twice is normal. Replays of what it unlocks are made
    // harmless by the use case (a quotation is moved to SIGNED once, by a verified webhook only).
    const token = createSignedLink("sign", 42, 600, NOW, SECRET);
    expect(verifySignedLink(token, "sign", 42, later(10), SECRET).ok).toBe(true);
    expect(verifySignedLink(token, "sign", 42, later(20), SECRET).ok).toBe(true);
  });

  it("refuses bad arguments when creating a link", () => {
    expect(() => createSignedLink("sign", 0, 60, NOW, SECRET)).toThrow(RangeError);
    expect(() => createSignedLink("sign", 1.5, 60, NOW, SECRET)).toThrow(RangeError);
    expect(() => createSignedLink("sign", 1, 0, NOW, SECRET)).toThrow(RangeError);
    expect(() => createSignedLink("sign", 1, 91 * 86_400, NOW, SECRET)).toThrow(RangeError);
    expect(() => createSignedLink("nope" as "sign", 1, 60, NOW, SECRET)).toThrow(RangeError);
  });

  it("uses SIGNING_SECRET, derived from AUTH_SECRET when it is not set", () => {
    const saved = process.env.SIGNING_SECRET;
    try {
      delete process.env.SIGNING_SECRET;
      reloadEnv();
      const derived = env().SIGNING_SECRET;
      expect(derived).toBe(deriveSigningSecret(process.env.AUTH_SECRET!));
      expect(derived).not.toBe(process.env.AUTH_SECRET);
      expect(derived.length).toBeGreaterThanOrEqual(32);
      const token = createSignedLink("sign", 5, 60);
      expect(verifySignedLink(token, "sign", 5).ok).toBe(true);
      expect(verifySignedLink(token, "sign", 5, new Date(), derived).ok).toBe(true);

      process.env.SIGNING_SECRET = SECRET;
      reloadEnv();
      expect(env().SIGNING_SECRET).toBe(SECRET);
      expect(verifySignedLink(token, "sign", 5)).toEqual({ ok: false, error: "invalid" });

      process.env.SIGNING_SECRET = "short";
      reloadEnv();
      expect(() => env()).toThrow(/SIGNING_SECRET must be at least 32 characters/);
    } finally {
      if (saved === undefined) delete process.env.SIGNING_SECRET;
      else process.env.SIGNING_SECRET = saved;
      reloadEnv();
    }
  });

  it("requires the Documenso settings with SIGNING_PROVIDER=documenso", () => {
    const saved = { ...process.env };
    try {
      process.env.SIGNING_PROVIDER = "documenso";
      reloadEnv();
      expect(() => env()).toThrow(/DOCUMENSO_API_URL is required with SIGNING_PROVIDER=documenso/);
      process.env.DOCUMENSO_API_URL = "http://127.0.0.1:9/";
      process.env.DOCUMENSO_API_KEY = "api_test";
      process.env.DOCUMENSO_WEBHOOK_SECRET = "whsec";
      reloadEnv();
      expect(env()).toMatchObject({ SIGNING_PROVIDER: "documenso", DOCUMENSO_API_KEY: "api_test" });
    } finally {
      for (const key of ["SIGNING_PROVIDER", "DOCUMENSO_API_URL", "DOCUMENSO_API_KEY", "DOCUMENSO_WEBHOOK_SECRET"]) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
      reloadEnv();
    }
    expect(env().SIGNING_PROVIDER).toBe("builtin");
  });
});
