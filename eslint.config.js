// One lint configuration for the whole workspace (issue 33): typescript-eslint's recommended rules,
// React's hook rules and jsx-a11y for the web app; formatting is Prettier's job, not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/build/**", "**/dist/**", "**/.cache/**", ".tools/**", "web/public/**", "**/*.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are errors, but a leading underscore marks one that is unused on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["web/app/**/*.{ts,tsx}", "packages/**/*.tsx"],
    // Test helpers named use… (useTestApp) are vitest fixtures, not React hooks.
    ignores: ["**/*.test.ts", "**/*-test-harness.ts"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The classic hook rules. The plugin's newer rules check code for the React Compiler, which this
      // React 18 app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // The sign-in, sign-up and reset forms focus their first field on purpose: the page has one task.
      "jsx-a11y/no-autofocus": "off",
      // A scrolling code block must be reachable by keyboard (WCAG's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: ["pre"], roles: ["tabpanel", "region"] }],
      // The kit's checkbox labels hold their text two spans deep (a name and a description).
      "jsx-a11y/label-has-associated-control": ["error", { depth: 4 }],
    },
  },
  {
    // Zapier's CLI loads an app as CommonJS through package.json's main.
    files: ["integrations/zapier/**/*.{js,cjs,ts}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Migrations run against Kysely<any> on purpose (they must not depend on today's schema types), and
    // tests build deliberately malformed documents and requests.
    files: ["packages/db/src/migrations/**/*.ts", "packages/db/src/migrate.ts", "**/*.test.ts", "**/test/**/*.ts", "**/tests/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
