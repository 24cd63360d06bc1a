import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The public app's links never prefetch; the editor (its own app, cms/) uses Next's own.
    ignores: ["cms/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          name: "next/link",
          message: "Use Link from @/components/ui/link (no viewport prefetch).",
        },
      ],
    },
  },
  globalIgnores([
    "**/.next/**",
    ".builds/**",
    ".test-sites/**",
    "node_modules/**",
    "data/**",
    "cms/data/**",
    "**/next-env.d.ts",
    // Written by Payload's generators.
    "cms/migrations/**",
    "cms/app/(payload)/admin/importMap.js",
    "bench-results/**",
  ]),
]);
