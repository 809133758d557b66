import { z } from "zod";
import { PASSWORDS_MUST_MATCH, REQUIRED, passwordSchema } from "@/lib/auth/schemas";

export const TIME_ZONE_CODES = ["AST", "EST", "CST", "MST", "PST", "HST"] as const;
export const TIME_ZONE_LABELS: Record<(typeof TIME_ZONE_CODES)[number], string> = {
  AST: "Atlantic (AST)",
  EST: "Eastern (EST)",
  CST: "Central (CST)",
  MST: "Mountain (MST)",
  PST: "Pacific (PST)",
  HST: "Hawaii (HST)",
};

export const updateProfileSchema = z.object({
  timeZone: z.enum(TIME_ZONE_CODES, { error: "Choose a time zone" }),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: REQUIRED }).min(1, REQUIRED),
  password: passwordSchema,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string().min(1, REQUIRED) })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_MUST_MATCH, path: ["confirmPassword"] });
