// ESLint (flat config): TypeScript, React hooks and Next.js rules, no import cycles, and the layer
// boundaries of DESIGN.md §1 (lib/, components/, pdf/ and emails/ never reach into server/ or Prisma).
import nextPlugin from "@next/eslint-plugin-next";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const serverOnly = {
  patterns: [
    { group: ["@/server", "@/server/*", "**/server/*"], message: "lib/ and components/ never import server/ (DESIGN.md §1)." },
    { group: ["@prisma/*", "@/generated/*", "**/generated/prisma/*"], message: "Prisma stays in server/ (DESIGN.md §1)." },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "generated/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "e2e/.artifacts/**",
      "next-env.d.ts",
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin, "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Company logos are served by the API behind the session; next/image's optimizer would fetch
      // them without it.
      "@next/next/no-img-element": "off",
      // pages/ holds only the sign-in pages (issue 16 §3); an App Router page's plain link to them
      // is a full load, which a <Link> between the two routers would be as well.
      "@next/next/no-html-link-for-pages": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // React's hook rules apply to React code only (server and test helpers may be named use…).
    files: ["app/**/*.tsx", "components/**/*.tsx", "components/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["lib/**", "components/**", "pdf/**", "emails/**"],
    rules: { "no-restricted-imports": ["error", serverOnly] },
  },
  {
    files: ["**/*.mjs", "**/*.cjs", "scripts/**", "tests/**", "e2e/**", "bench/**"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
