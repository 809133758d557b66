import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorText, failureMessage, FORM_ERROR, showApiErrors } from "@/components/forms/api-errors";
import { ApiError, callApi, NETWORK_ERROR_MESSAGE } from "@/lib/api/client";
import { AppError, ERROR_STATUS, forbidden, notFound, validationFailure, type ErrorCode } from "@/lib/api/errors";
import { defineOperation } from "@/lib/api/operation";
import * as settingsApi from "@/lib/api/operations/settings";
import { createBinder as createBinderUseCase } from "@/server/binders/create-binder";
import { parseInput } from "@/server/http/parse-input";
import { errorResponse } from "@/server/http/api-handler";
import { demoActor } from "../support/factories";

// The use case with the body as POST /api/binder reads it, with the description's schema.
const createBinder = async (actor: Parameters<typeof createBinderUseCase>[0], body: unknown) =>
  createBinderUseCase(actor, parseInput(settingsApi.createBinder.body, body));

// Issue 14 item 6: no message a user reads carries the HTTP status ("… (400)"); the API client keeps
// it as a property, and one helper puts the envelope's field messages at a form's fields.

const STATUS_IN_TEXT = /\(\d{3}\)/;

/** Any call: fetch is stubbed with the answer under test. */
const anyCall = defineOperation({ method: "post", path: "/api/anything", tag: "Test", summary: "Any call", access: "signed in" });

/** The browser client's answer to what the server's error handler sends for `error`. */
async function clientFailure(error: unknown): Promise<ApiError> {
  // The handler logs an unexpected error; the log is not what is tested here.
  const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const response = errorResponse(error);
  log.mockRestore();
  vi.stubGlobal("fetch", async () => response);
  try {
    await callApi(anyCall);
  } catch (failure) {
    expect(failure).toBeInstanceOf(ApiError);
    return failure as ApiError;
  }
  throw new Error("expected the call to fail");
}

/** A stand-in for react-hook-form's form: only what the helper calls. */
function fakeForm() {
  const errors: Record<string, { message?: string; focus: boolean }> = {};
  const form = {
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
      errors[name] = { message: error.message, focus: Boolean(options?.shouldFocus) };
    },
  };
  return { errors, form: form as unknown as Parameters<typeof showApiErrors>[1]["form"] };
}

function fakeSnackbar() {
  const shown: { message: string; tone?: string }[] = [];
  return { shown, snackbar: { show: (message: string, tone?: "info" | "success" | "error") => void shown.push({ message, tone }) } };
}

afterEach(() => vi.unstubAllGlobals());

describe("API errors as a user reads them", () => {
  const samples: [string, unknown][] = [
    ...(Object.keys(ERROR_STATUS) as ErrorCode[]).map((code): [string, unknown] => [
      code,
      new AppError(code, `The ${code.toLowerCase().replaceAll("_", " ")} message`),
    ]),
    ["validation failure", validationFailure([{ path: "policyNumber", message: "Policy number cannot be empty" }])],
    ["not found", notFound("Quotation")],
    ["forbidden", forbidden()],
    ["unexpected", new Error("boom")],
  ];

  it.each(samples)("%s: the message has no HTTP status, the error keeps it", async (_, error) => {
    const failure = await clientFailure(error);
    expect(failure.status).toBe(error instanceof AppError ? error.status : 500);
    expect(failure.message).not.toMatch(STATUS_IN_TEXT);
    expect(errorText(failure)).not.toMatch(STATUS_IN_TEXT);
    expect(failureMessage("Could not bind quotation", failure)).not.toMatch(STATUS_IN_TEXT);
    const { form } = fakeForm();
    const { shown, snackbar } = fakeSnackbar();
    const { message } = showApiErrors(failure, { form, fields: [], snackbar, what: "Could not save" });
    expect(message ?? "").not.toMatch(STATUS_IN_TEXT);
    expect(shown.map((s) => s.message).join(" ")).not.toMatch(STATUS_IN_TEXT);
  });

  it("words the server's reason after what failed", async () => {
    const failure = await clientFailure(new AppError("INVALID_STATE_TRANSITION", "The quotation is not pre-bound"));
    expect(failure).toMatchObject({ status: 409, code: "INVALID_STATE_TRANSITION", message: "The quotation is not pre-bound" });
    expect(failureMessage("Could not bind quotation", failure)).toBe("Could not bind quotation: The quotation is not pre-bound");
    expect(failureMessage("Could not bind quotation", new TypeError("x is undefined"))).toBe(
      "Could not bind quotation: Something went wrong.",
    );
  });

  it("names an unreachable portal in words, not the browser's error", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const failure = await callApi(anyCall).catch((e: unknown) => e as ApiError);
    expect(failure).toMatchObject({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
  });

  it("puts the envelope's field messages at the form's fields, the first focused, and the spec's form snackbar", async () => {
    const failure = await clientFailure(
      validationFailure([
        { path: "applicant.email", message: "Enter a valid email address" },
        { path: "applicant.zipCode", message: "Unknown ZIP code" },
        { path: "version", message: "Reload the page" },
      ]),
    );
    const { errors, form } = fakeForm();
    const { shown, snackbar } = fakeSnackbar();
    const result = showApiErrors(failure, { form, fields: ["email", "zipCode"], fieldOf: (p) => p.replace(/^applicant\./, ""), snackbar });
    expect(errors).toEqual({
      email: { message: "Enter a valid email address", focus: true },
      zipCode: { message: "Unknown ZIP code", focus: false },
    });
    expect(result).toEqual({ atFields: true, message: "Reload the page" });
    expect(shown).toEqual([{ message: FORM_ERROR, tone: "error" }]);
  });

  it("shows a refusal without fields as what failed and why, in the snackbar", async () => {
    const failure = await clientFailure(forbidden());
    const { errors, form } = fakeForm();
    const { shown, snackbar } = fakeSnackbar();
    expect(showApiErrors(failure, { form, fields: ["name"], snackbar, what: "Could not save the company" })).toEqual({
      atFields: false,
      message: "You do not have access to this resource",
    });
    expect(errors).toEqual({});
    expect(shown).toEqual([{ message: "Could not save the company: You do not have access to this resource", tone: "error" }]);
  });

  it("a taken binder reference (409) lands at its field, like a validation failure", async () => {
    const admin = await demoActor("admin@example.com");
    const binder = { uniqueMarketReference: "B0999DUP202701", value: "5000000", from: "2027-01-01", until: "2027-12-31" };
    await createBinder(admin, binder);
    const refused = await createBinder(admin, binder).catch((e: unknown) => e);
    const failure = await clientFailure(refused);
    expect(failure.status).toBe(409);
    const { errors, form } = fakeForm();
    expect(showApiErrors(failure, { form, fields: ["uniqueMarketReference", "value", "from", "until"] }).atFields).toBe(true);
    expect(errors.uniqueMarketReference.message).toBe(failure.message);
    expect(failure.message).not.toMatch(STATUS_IN_TEXT);
  });

  it("no component strips a status from a message with a regex any more", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && readFileSync(path, "utf8").includes("\\(\\d+\\)")) offenders.push(path);
      }
    };
    for (const dir of ["app", "components", "lib"]) walk(join(import.meta.dirname, "..", "..", dir));
    expect(offenders).toEqual([]);
  });
});
