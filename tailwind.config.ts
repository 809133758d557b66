// Tailwind v4 reads its theme from app/globals.css (@theme). This file is kept for tooling that
// expects a config and points Tailwind at the same sources.
import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./emails/**/*.{ts,tsx}"],
} satisfies Config;
