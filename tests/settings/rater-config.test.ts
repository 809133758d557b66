import { describe, expect, it } from "vitest";
import * as foundationApi from "@/lib/api/operations/foundation";
import { db } from "@/server/db";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { appConfigDto } from "@/server/settings/app-config-dto";
import { getAppConfig } from "@/server/settings/get-app-config";
import { updateAppConfig } from "@/server/settings/update-app-config";
import {
  RATER_SECTIONS,
  raterConfigFormSchema,
  raterFormValues,
  raterPatchFromForm,
  type RaterFieldName,
} from "@/lib/settings/rater-form-schema";
import { invoiceSettingsSchema } from "@/lib/settings/config-schema";
import { bodyOf } from "../support/described-call";
import { demoActor } from "../support/factories";

const issuesOf = (values: Record<string, string>) => {
  const result = raterConfigFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("rater settings edit form (PATCH /api/config through update-app-config)", () => {
  it("covers every option of the config except maintenance mode and the invoice settings (their own form)", async () => {
    const names = [...RATER_SECTIONS.flatMap((s) => s.fields.map((f) => f.name)), ...Object.keys(invoiceSettingsSchema.shape)].sort();
    const options = Object.keys(appConfigDto(await getAppConfig()))
      .filter((k) => !["maintenanceMode", "maintenanceModeMessage", "updatedAt"].includes(k))
      .sort();
    expect(names).toEqual(options);
  });

  it("shows money in whole dollars and the rates in percent with two decimals", async () => {
    const values = raterFormValues(appConfigDto(await getAppConfig()));
    expect(values).toMatchObject({
      minimumPremium: "250",
      maximumLimitPerDay: "500,000",
      maximumLimit: "2,000,000",
      weatherWorksFee: "150",
      lightningFee: "250",
      minimumRate: "2.00",
      maximumRate: "50.00",
      clf: "1.4",
      clfWithClaim: "1.8",
      raterTimeSpanInYears: "20",
    });
    expect(raterConfigFormSchema.safeParse(values).success).toBe(true);
  });

  it("sends only the changed fields, percent as fractions, and the audit event holds them", async () => {
    const admin = await demoActor("admin@example.com");
    const before = await getAppConfig();
    const values = {
      ...raterFormValues(appConfigDto(before)),
      minimumPremium: "1,250",
      minimumRate: "2.50",
      maximumRate: "45.25",
      clf: "1.55",
      maximumEventDays: "21",
    };
    const changed: RaterFieldName[] = ["minimumPremium", "minimumRate", "maximumRate", "clf", "maximumEventDays"];
    const patch = raterPatchFromForm(raterConfigFormSchema.parse(values), changed);
    expect(patch).toEqual({ minimumPremium: 1250, minimumRate: "0.025", maximumRate: "0.4525", clf: 1.55, maximumEventDays: 21 });

    const dto = appConfigDto(await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, patch)));
    expect(dto).toMatchObject({
      minimumPremium: "1250.00",
      minimumRate: "0.025",
      maximumRate: "0.4525",
      clf: "1.55",
      maximumEventDays: 21,
    });
    // Untouched options stay as they were.
    expect(dto).toMatchObject({ maximumLimit: "2000000.00", lightningFee: "250.00", raterTimeSpanInYears: 20 });
    expect(raterFormValues(dto)).toMatchObject({ minimumPremium: "1,250", minimumRate: "2.50", maximumRate: "45.25" });

    const [event] = await listAuditEvents(admin, "AppConfig", "1");
    expect(event).toMatchObject({
      action: "config.update",
      actor: { name: "Alex Admin" },
      before: { minimumPremium: "250", minimumRate: "0.02", maximumRate: "0.5", clf: "1.4", maximumEventDays: 14 },
      after: { minimumPremium: "1250", minimumRate: "0.025", maximumRate: "0.4525", clf: "1.55", maximumEventDays: 21 },
    });
    expect(Object.keys(event.after as object).sort()).toEqual([...changed].sort());
  });

  it.each([
    [{ minimumPremium: "" }, "minimumPremium", "This field is required"],
    [{ minimumPremium: "250.50" }, "minimumPremium", "Minimum premium must be in whole dollars"],
    [{ maximumLimit: "0" }, "maximumLimit", "Maximum limit must be greater than 0"],
    [{ lightningFee: "ten" }, "lightningFee", "Lightning fee must be a number"],
    [{ minimumRate: "2.005" }, "minimumRate", "Minimum rate can have at most two decimals"],
    [{ maximumRate: "120" }, "maximumRate", "Maximum rate cannot exceed 100%"],
    [{ minimumRate: "60", maximumRate: "50" }, "minimumRate", "Minimum rate cannot be above maximum rate"],
    [{ clf: "0" }, "clf", "CLF must be at least 0.1"],
    [{ raterTimeSpanInDaysPrior: "7.5" }, "raterTimeSpanInDaysPrior", "Days prior must be a whole number"],
    [{ maximumEventDays: "400" }, "maximumEventDays", "Maximum event days must be at most 366"],
  ])("the form refuses %j at %s: %s", async (change, path, message) => {
    const values = { ...raterFormValues(appConfigDto(await getAppConfig())), ...change };
    expect(issuesOf(values)).toContainEqual({ path, message });
  });

  it("the API keeps refusing a minimum above the stored maximum, whatever the form sends", async () => {
    const admin = await demoActor("admin@example.com");
    const error = await updateAppConfig(admin, bodyOf(foundationApi.updateConfig, { minimumRate: "0.9" })).catch((e) => e);
    expect(error).toMatchObject({ code: "VALIDATION_FAILURE" });
    expect(error.details).toContainEqual({ path: "minimumRate", message: "Minimum rate cannot be above maximum rate" });
    expect((await db.appConfig.findUniqueOrThrow({ where: { id: 1 } })).minimumRate.toString()).not.toBe("0.9");
  });
});
