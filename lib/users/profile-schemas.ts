import { z } from "zod";
import { PASSWORDS_MUST_MATCH, REQUIRED, passwordSchema } from "@/lib/auth/schemas";
import { TIME_ZONE_CODES } from "@/lib/users/user-labels";

export { TIME_ZONE_CODES, TIME_ZONE_LABELS } from "@/lib/users/user-labels";

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
