import { z } from "zod";
import { PASSWORD_RULE_MESSAGE, PASSWORDS_MUST_MATCH, REQUIRED } from "./messages";

// Sign-in and password schemas, shared by the forms and the API.

export { PASSWORD_RULE_MESSAGE, PASSWORDS_MUST_MATCH, REQUIRED } from "./messages";

export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .max(128, "Password must have at most 128 characters")
  .refine((p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /[0-9]/.test(p) && /[^A-Za-z0-9]/.test(p), PASSWORD_RULE_MESSAGE);

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254)
  .pipe(z.email("Enter a valid email address"))
  .transform((e) => e.toLowerCase());

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordRecoverySchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({ password: passwordSchema });

/** The form has two entries that must match; the API takes the password once. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, REQUIRED) })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_MUST_MATCH, path: ["confirmPassword"] });
