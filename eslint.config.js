import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { importBoundaries } from "./scripts/lint/import-boundaries.js";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "**/*.tmp.mjs"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    // Typed linting: every .ts/.tsx file is in tsconfig.json; plain .js files lint without types.
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-deprecated": "error",
    },
  },
  {
    // Features never import each other or routes; components and lib never import features;
    // server never imports app (scripts/lint/import-boundaries.js, tested beside it).
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { project: { rules: { "import-boundaries": importBoundaries } } },
    rules: { "project/import-boundaries": "error" },
  },
  {
    // Directions that keep the code easy to change (docs/product.md#code-layout).
    files: ["server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*"] }] },
  },
  {
    files: ["data/schema/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/**", "~/*", "**/server/**"] }] },
  },
);
