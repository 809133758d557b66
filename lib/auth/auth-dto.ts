import { z } from "zod";
import { wireMoment } from "@/lib/api/wire-schemas";

// The small answers of the authentication calls.

/** POST /api/login and POST /api/refresh: when the session ends unless it is extended. */
export const sessionExpirySchema = z.object({ expiresAt: wireMoment });

/** POST /api/logout. */
export const loggedOutSchema = z.object({ loggedOut: z.literal(true) });

/** A sentence for the user: password changed, reset link sent, password set. */
export const messageSchema = z.object({ message: z.string() });
