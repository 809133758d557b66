import { describe, expect, it } from "vitest";
import { createFormStore, valueAt, withValueAt } from "@/components/forms/form-store";

type Values = {
  zipCode: string;
  dates: string[];
  hoursOfCoverage: { from: string; to: string };
  perils: { peril: string; threshold: string }[];
  applicant: { name: string; address: { city: string; state: string } };
};

const initial = (): Values => ({
  zipCode: "10024",
  dates: ["2027-08-14", "2027-08-15"],
  hoursOfCoverage: { from: "10:00", to: "18:00" },
  perils: [
    { peril: "rainfall", threshold: "0.5" },
    { peril: "snowfall", threshold: "2" },
  ],
  applicant: { name: "Acme", address: { city: "Boston", state: "MA" } },
});

describe("createFormStore's values", () => {
  it("gives all the values, or the value at a nested or array path", () => {
    const start = initial();
    const store = createFormStore(start);
    expect(store.getValues()).toBe(start);
    expect(store.getValues("zipCode")).toBe("10024");
    expect(store.getValues("applicant.address.city")).toBe("Boston");
    expect(store.getValues("dates.1")).toBe("2027-08-15");
    expect(store.getValues("perils.1.threshold")).toBe("2");
    expect(store.getValues("perils.1")).toEqual({ peril: "snowfall", threshold: "2" });
    expect(store.getValues("perils.5.peril" as "perils.0.peril")).toBeUndefined();
  });

  it("sets a nested value on copies of the objects on the way and shares the untouched branches", () => {
    const start = initial();
    const store = createFormStore(start);
    store.setValue("applicant.address.city", "Denver");
    const after = store.getValues();
    expect(after.applicant.address.city).toBe("Denver");
    // The values on the way are new objects; the old ones are not mutated.
    expect(after).not.toBe(start);
    expect(after.applicant).not.toBe(start.applicant);
    expect(after.applicant.address).not.toBe(start.applicant.address);
    expect(start.applicant.address.city).toBe("Boston");
    // Everything off the way is the same object as before.
    expect(after.perils).toBe(start.perils);
    expect(after.dates).toBe(start.dates);
    expect(after.hoursOfCoverage).toBe(start.hoursOfCoverage);
    expect(after.applicant.address.state).toBe("MA");
  });

  it("sets a value inside an array as a new array, its other items shared", () => {
    const start = initial();
    const store = createFormStore(start);
    store.setValue("perils.1.threshold", "3");
    const after = store.getValues();
    expect(Array.isArray(after.perils)).toBe(true);
    expect(after.perils).not.toBe(start.perils);
    expect(after.perils[1]).toEqual({ peril: "snowfall", threshold: "3" });
    expect(after.perils[1]).not.toBe(start.perils[1]);
    expect(after.perils[0]).toBe(start.perils[0]);
    expect(start.perils[1].threshold).toBe("2");

    store.setValue("dates.0", "2027-09-01");
    expect(store.getValues("dates")).toEqual(["2027-09-01", "2027-08-15"]);
    expect(start.dates).toEqual(["2027-08-14", "2027-08-15"]);
  });

  it("replaces a whole array: appending and removing items are plain values", () => {
    const store = createFormStore(initial());
    const first = store.getValues("perils")[0];
    store.setValue("perils", [...store.getValues("perils"), { peril: "windSpeed", threshold: "30" }]);
    expect(store.getValues("perils").map((p) => p.peril)).toEqual(["rainfall", "snowfall", "windSpeed"]);
    store.setValue(
      "perils",
      store.getValues("perils").filter((_, i) => i !== 1),
    );
    expect(store.getValues("perils").map((p) => p.peril)).toEqual(["rainfall", "windSpeed"]);
    expect(store.getValues("perils.1.threshold")).toBe("30");
    expect(store.getValues("perils")[0]).toBe(first);
  });
});

describe("createFormStore's messages", () => {
  it("keeps one message per path and sets one without touching the others", () => {
    const store = createFormStore(initial());
    expect(store.errorAt("zipCode")).toBeUndefined();
    store.setError("zipCode", "Enter a 5-digit ZIP code");
    store.setError("perils.0.threshold", "This field is required");
    expect(store.errorAt("zipCode")).toBe("Enter a 5-digit ZIP code");
    expect(store.errorAt("perils.0.threshold")).toBe("This field is required");
    // A message is at its own path only, not at the parts around it.
    expect(store.errorAt("perils")).toBeUndefined();
    expect(store.errorAt("perils.0")).toBeUndefined();
    store.setError("zipCode", "Another");
    expect(store.errorAt("zipCode")).toBe("Another");
  });

  it("clears a path and what it holds, but not paths that only start with the same letters", () => {
    const store = createFormStore(initial());
    store.setErrors({
      perils: "At least one peril must be selected",
      "perils.0.peril": "Each peril can be chosen once",
      "perils.1.threshold": "This field is required",
      perilsNote: "Not inside perils",
      zipCode: "Enter a 5-digit ZIP code",
    });
    store.clearErrors("perils");
    expect(store.errorAt("perils")).toBeUndefined();
    expect(store.errorAt("perils.0.peril")).toBeUndefined();
    expect(store.errorAt("perils.1.threshold")).toBeUndefined();
    expect(store.errorAt("perilsNote")).toBe("Not inside perils");
    expect(store.errorAt("zipCode")).toBe("Enter a 5-digit ZIP code");
  });

  it("clears a deeper path alone, several paths, or every message", () => {
    const store = createFormStore(initial());
    store.setErrors({ "perils.0.peril": "a", "perils.1.peril": "b", "perils.1.threshold": "c", zipCode: "d", "dates.0": "e" });
    store.clearErrors("perils.1");
    expect(store.errorAt("perils.0.peril")).toBe("a");
    expect(store.errorAt("perils.1.peril")).toBeUndefined();
    expect(store.errorAt("perils.1.threshold")).toBeUndefined();
    store.clearErrors(["zipCode", "dates"]);
    expect(store.errorAt("zipCode")).toBeUndefined();
    expect(store.errorAt("dates.0")).toBeUndefined();
    expect(store.errorAt("perils.0.peril")).toBe("a");
    store.clearErrors();
    expect(store.errorAt("perils.0.peril")).toBeUndefined();
  });

  it("replaces every message with setErrors, and keeps no reference to the object given", () => {
    const store = createFormStore(initial());
    store.setError("zipCode", "old");
    const next: Record<string, string> = { "hoursOfCoverage.to": "Start time should be before the end time" };
    store.setErrors(next);
    expect(store.errorAt("zipCode")).toBeUndefined();
    expect(store.errorAt("hoursOfCoverage.to")).toBe("Start time should be before the end time");
    next["hoursOfCoverage.to"] = "changed outside";
    next.zipCode = "added outside";
    expect(store.errorAt("hoursOfCoverage.to")).toBe("Start time should be before the end time");
    expect(store.errorAt("zipCode")).toBeUndefined();
    store.setErrors({});
    expect(store.errorAt("hoursOfCoverage.to")).toBeUndefined();
  });
});

describe("createFormStore's subscriptions", () => {
  it("tells each listener of every change of a value or a message, until it unsubscribes", () => {
    const store = createFormStore(initial());
    const seen: string[] = [];
    const unsubscribeA = store.subscribe(() => seen.push(`a:${store.getValues("zipCode")}`));
    const unsubscribeB = store.subscribe(() => seen.push(`b:${store.errorAt("zipCode") ?? "-"}`));

    store.setValue("zipCode", "80202");
    expect(seen).toEqual(["a:80202", "b:-"]);
    store.setError("zipCode", "wrong");
    expect(seen).toEqual(["a:80202", "b:-", "a:80202", "b:wrong"]);

    unsubscribeA();
    store.clearErrors("zipCode");
    expect(seen.slice(4)).toEqual(["b:-"]);
    store.setErrors({ zipCode: "again" });
    expect(seen.slice(5)).toEqual(["b:again"]);

    unsubscribeB();
    store.setValue("zipCode", "10024");
    store.setError("dates", "x");
    expect(seen).toHaveLength(6);
  });

  it("says nothing when clearing removes no message", () => {
    const store = createFormStore(initial());
    let calls = 0;
    store.subscribe(() => calls++);
    store.clearErrors();
    store.clearErrors("zipCode");
    expect(calls).toBe(0);
    store.setError("perils.0.peril", "x");
    expect(calls).toBe(1);
    store.clearErrors("dates");
    expect(calls).toBe(1);
    store.clearErrors("perils");
    expect(calls).toBe(2);
  });

  it("gives a new snapshot at each change of values, the same one while nothing changes", () => {
    const store = createFormStore(initial());
    const before = store.getValues();
    expect(store.getValues()).toBe(before);
    store.setError("zipCode", "x");
    expect(store.getValues()).toBe(before);
    store.setValue("zipCode", "80202");
    expect(store.getValues()).not.toBe(before);
  });
});

describe("valueAt and withValueAt", () => {
  it("reads undefined where a part of the way is missing or not an object", () => {
    expect(valueAt({ a: { b: 1 } }, "a.b")).toBe(1);
    expect(valueAt({ a: { b: 1 } }, "a.c")).toBeUndefined();
    expect(valueAt({ a: { b: 1 } }, "x.y.z")).toBeUndefined();
    expect(valueAt({ a: null }, "a.b")).toBeUndefined();
    expect(valueAt({ a: "text" }, "a.length")).toBeUndefined();
    expect(valueAt(undefined, "a")).toBeUndefined();
    expect(valueAt({ list: ["x", "y"] }, "list.1")).toBe("y");
    expect(valueAt({ list: [{ v: 3 }] }, "list.0.v")).toBe(3);
  });

  it("makes the missing objects on the way, an array where the next key is an index", () => {
    const made = withValueAt({} as Record<string, unknown>, "applicant.address.city", "Denver");
    expect(made).toEqual({ applicant: { address: { city: "Denver" } } });

    const listed = withValueAt({} as Record<string, unknown>, "perils.0.peril", "rainfall");
    expect(Array.isArray(listed.perils)).toBe(true);
    expect(listed).toEqual({ perils: [{ peril: "rainfall" }] });

    const fromNull = withValueAt({ a: null } as Record<string, unknown>, "a.b", 1);
    expect(fromNull).toEqual({ a: { b: 1 } });
  });

  it("leaves the given values as they were", () => {
    const start = { a: { b: [1, 2] }, c: { d: 1 } };
    const next = withValueAt(start, "a.b.1", 5);
    expect(next).toEqual({ a: { b: [1, 5] }, c: { d: 1 } });
    expect(start).toEqual({ a: { b: [1, 2] }, c: { d: 1 } });
    expect(next.c).toBe(start.c);
    expect(Array.isArray(next.a.b)).toBe(true);
  });
});
