import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { db } from "@/server/db";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { PASSWORD, user } from "../support/factories";

// Issue 15, item 3 (decision D64): attempts are counted atomically before the password is checked,
// and a guesser cannot lock the owner out.

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const at = (ip: string | null) => ({ ip, userAgent: "vitest" });
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe("sign-in throttling under parallel attempts", () => {
  it("checks no more than the limit of 41 simultaneous attempts (40 wrong, 1 right)", async () => {
    const u = await user();
    const attempts = Array.from({ length: 41 }, (_, i) => (i === 20 ? PASSWORD : `Wrong-${i}-Password!`));
    const codes = await Promise.all(
      attempts.map((password) => codeOf(signInWithPassword({ email: u.email, password }, at("203.0.113.50")))),
    );
    const t = tally(codes);
    // Exactly LOGIN_MAX_FAILURES (5) attempts got to the password check; the rest were 429.
    expect((t.INVALID_CREDENTIALS ?? 0) + (t.OK ?? 0)).toBe(5);
    expect(t.RATE_LIMITED).toBe(36);
  }, 120_000);

  it("refuses the right password once 40 simultaneous wrong ones have used up the limit", async () => {
    const u = await user();
    const wrong = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        codeOf(signInWithPassword({ email: u.email, password: `Wrong-${i}-Password!` }, at("203.0.113.51"))),
      ),
    );
    expect(tally(wrong)).toEqual({ INVALID_CREDENTIALS: 5, RATE_LIMITED: 35 });
    expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, at("203.0.113.51")))).toBe("RATE_LIMITED");
    expect(await db.session.count({ where: { userId: u.id } })).toBe(0);
  }, 120_000);

  it("answers 100 simultaneous wrong attempts with 429 beyond the limit", async () => {
    const u = await user();
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        codeOf(signInWithPassword({ email: u.email, password: `Wrong-${i}-Password!` }, at("203.0.113.52"))),
      ),
    );
    expect(tally(codes)).toEqual({ INVALID_CREDENTIALS: 5, RATE_LIMITED: 95 });
  }, 120_000);
});

describe("a guesser cannot lock the owner out", () => {
  it("after 5 wrong guesses from one address the owner still signs in from another", async () => {
    const u = await user();
    for (let i = 0; i < 5; i++) {
      expect(await codeOf(signInWithPassword({ email: u.email, password: `Wrong-${i}-Password!` }, at("198.51.100.66")))).toBe(
        "INVALID_CREDENTIALS",
      );
    }
    const limited = await signInWithPassword({ email: u.email, password: PASSWORD }, at("198.51.100.66")).catch((e) => e);
    expect(limited).toMatchObject({ code: "RATE_LIMITED", status: 429 });
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
    expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, at("192.0.2.10")))).toBe("OK");
  }, 60_000);

  it("closes the account to new addresses after 20 guesses from many, but not the owner's known address", async () => {
    const u = await user();
    // The owner signed in from home before.
    expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, at("192.0.2.77")))).toBe("OK");
    // A botnet: 4 guesses from each of 5 addresses (under each pair's limit).
    for (let a = 0; a < 5; a++) {
      for (let i = 0; i < 4; i++) {
        expect(await codeOf(signInWithPassword({ email: u.email, password: `Wrong-${a}-${i}!` }, at(`203.0.113.${100 + a}`)))).toBe(
          "INVALID_CREDENTIALS",
        );
      }
    }
    // A sixth, new address is refused even with the right password …
    expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, at("203.0.113.200")))).toBe("RATE_LIMITED");
    // … the owner's known address is not.
    expect(await codeOf(signInWithPassword({ email: u.email, password: PASSWORD }, at("192.0.2.77")))).toBe("OK");
  }, 120_000);

  it("limits one address over many emails (credential stuffing), except for its own accounts", async () => {
    const mine = await user();
    expect(await codeOf(signInWithPassword({ email: mine.email, password: PASSWORD }, at("203.0.113.150")))).toBe("OK");
    for (let i = 0; i < 20; i++) {
      expect(await codeOf(signInWithPassword({ email: `victim-${i}@test.example`, password: "Guess-1!" }, at("203.0.113.150")))).toBe(
        "INVALID_CREDENTIALS",
      );
    }
    const stranger = await user();
    expect(await codeOf(signInWithPassword({ email: stranger.email, password: PASSWORD }, at("203.0.113.150")))).toBe("RATE_LIMITED");
    expect(await codeOf(signInWithPassword({ email: mine.email, password: PASSWORD }, at("203.0.113.150")))).toBe("OK");
    // Another host is not affected.
    expect(await codeOf(signInWithPassword({ email: stranger.email, password: PASSWORD }, at("203.0.113.151")))).toBe("OK");
  }, 120_000);
});
