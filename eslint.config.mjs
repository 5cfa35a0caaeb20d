// @ts-check
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    ".next/**",
    ".cache/**",
    ".wrangler/**",
    "out/**",
    "deploy/**",
    "release/**",
    "public/admin/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      // Unused names are mistakes, except a leading underscore that says "deliberately ignored".
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      // Links prefetch on intent (components/ui/link.tsx), never on sight.
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next/link", message: 'Use { Link } from "@/components/ui/link": it prefetches on intent.' }],
        },
      ],
    },
  },
]);
