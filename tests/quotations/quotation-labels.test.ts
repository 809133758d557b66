import { describe, expect, it } from "vitest";
import { MESSAGES, moneyAmount, perilChoiceProblem } from "@/lib/quotations/quotation-labels";
import { limitMoney, positiveMoney, selectOptionsSchema } from "@/lib/quotations/quotation-schema";
import type { PerilName } from "@/lib/rater/perils";

// The zod-free rules the pages apply as the user types (quotation-labels.ts) say what the schemas
// the server checks with say.

describe("quotation labels", () => {
  it("reads an amount as positiveMoney does", () => {
    const schema = positiveMoney("Premium must be greater than 0");
    const limit = limitMoney();
    for (const value of [
      "",
      " ",
      "0",
      "-5",
      "12,500.5",
      "1,0000",
      ".5",
      "$ 12500",
      "1.005",
      "100000000000",
      "100000000000.01",
      42,
      0.1,
      -1,
    ]) {
      const parsed = schema.safeParse(value);
      const checked = moneyAmount(value, "Premium must be greater than 0");
      expect(checked.amount ?? checked.problem).toBe(parsed.success ? parsed.data : parsed.error.issues[0].message);
      const parsedLimit = limit.safeParse(value);
      const checkedLimit = moneyAmount(value, MESSAGES.limit, {
        max: { value: 100_000_000, message: "Limit cannot exceed $100,000,000 per day" },
      });
      expect(checkedLimit.amount ?? checkedLimit.problem).toBe(
        parsedLimit.success ? parsedLimit.data : parsedLimit.error.issues[0].message,
      );
    }
  });

  it("finds the first problem of a choice of perils as the select-options schema does", () => {
    const choices: PerilName[][] = [
      [],
      ["rainfall"],
      ["lightning"],
      ["adverseWeather"],
      ["rainfall", "lightning"],
      ["rainfall", "rainfall"],
    ];
    for (const perils of choices) {
      const parsed = selectOptionsSchema.safeParse({ perils, claimsVerificationSource: "CLOSEST_WEATHER_STATION" });
      expect(perilChoiceProblem(perils)).toBe(parsed.success ? null : parsed.error.issues[0].message);
    }
  });
});
