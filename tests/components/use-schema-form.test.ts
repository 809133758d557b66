import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "@/components/forms/field-errors";
import { changedFields, firstFieldWithError, nestedValues } from "@/components/forms/use-schema-form";

const schema = z
  .object({ name: z.string().min(1, "Required"), password: z.string().min(8, "Too short"), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: "Passwords must match", path: ["confirm"] });
type Values = z.input<typeof schema>;

describe("useSchemaForm's logic", () => {
  it("keeps the first message of each field, as react-hook-form's zod resolver does", () => {
    const issues = z.object({ password: z.string().min(8, "Too short").regex(/\d/, "A digit") }).safeParse({ password: "abc" }).error!
      .issues;
    expect(issues).toHaveLength(2);
    expect(fieldErrors(issues)).toEqual({ password: "Too short" });
  });

  it("gives a message per field, a refinement's at its path", () => {
    const issues = schema.safeParse({ name: "", password: "longenough", confirm: "other" }).error!.issues;
    expect(fieldErrors<keyof Values>(issues)).toEqual({ name: "Required", confirm: "Passwords must match" });
  });

  it("finds the first field with a message in the form's order, not the messages' order", () => {
    const order = ["name", "password", "confirm"] as const;
    expect(firstFieldWithError(order, { confirm: "x", password: "y" })).toBe("password");
    expect(firstFieldWithError(order, { name: undefined, confirm: "x" })).toBe("confirm");
    expect(firstFieldWithError(order, {})).toBeUndefined();
  });

  it("lists the changed fields in the form's order, for text and other values", () => {
    const saved = { on: false, message: "", limit: "100" };
    expect(changedFields(saved, saved)).toEqual([]);
    expect(changedFields({ ...saved, limit: "200", on: true }, saved)).toEqual(["on", "limit"]);
    expect(changedFields({ ...saved, message: "back" }, { ...saved, message: "back" })).toEqual([]);
  });

  it("reads a field named with dots as a nested value, and names a nested field's message with dots", () => {
    const values = { name: "Acme", "address.city": "Boston", "address.state": "ZZ" };
    expect(nestedValues(values)).toEqual({ name: "Acme", address: { city: "Boston", state: "ZZ" } });
    const nested = z.object({
      name: z.string(),
      address: z.object({
        city: z.string(),
        state: z
          .string()
          .length(2)
          .refine((v) => v !== "ZZ", "Choose a state"),
      }),
    });
    const issues = nested.safeParse(nestedValues(values)).error!.issues;
    expect(fieldErrors(issues)).toEqual({ "address.state": "Choose a state" });
    expect(nestedValues({ a: 1, b: "x" })).toEqual({ a: 1, b: "x" });
  });
});
