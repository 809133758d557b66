import "server-only";
import { env } from "@/server/env";

/** The claim's page in the portal, for emails to people who sign in. */
export const claimUrl = (id: number) => `${env().APP_URL.replace(/\/$/, "")}/claim/${id}`;
