// ESLint (flat config): TypeScript's recommended rules, plus the house rules that keep the code
// easy to see: process.env is read in app/env.server.ts only, no console in app/, no focused tests.
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "node_modules/**", ".data/**", "artifacts/**", "extensions/**/dist/**", "**/*.d.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/env.server.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through app/env.server.ts." }],
      "no-console": "error",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": ["error", { object: "it", property: "only" }, { object: "test", property: "only" }, { object: "describe", property: "only" }, { object: "it", property: "skip" }, { object: "test", property: "skip" }, { object: "describe", property: "skip" }],
    },
  },
);
