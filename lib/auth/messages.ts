// The sign-in and password messages, without zod (issue 16 §3): forms show the password rule as a
// hint before any validation runs. schemas.ts re-exports them.

export const PASSWORD_RULE_MESSAGE =
  "Password must have at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character";
export const PASSWORDS_MUST_MATCH = "Passwords must match";
export const REQUIRED = "This field is required";
