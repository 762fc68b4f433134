// Flat config: typescript-eslint (type-checked) + react-hooks, and the dependency rules of
// docs/architecture.md §1 as `no-restricted-imports` zones. Warnings fail CI (`--max-warnings 0`).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

/**
 * Every folder under src/features is a feature, read from the tree: a feature made
 * tomorrow is covered by the rules below the day it is made, with no list to update.
 */
const FEATURES = readdirSync(new URL("src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every src/ zone carries this: the page never imports the proxy's code. */
const NO_SERVER = {
  regex: "^(\\.\\./)+server/",
  message:
    "src/ never imports server/: code the proxy and the page share is pure and lives in src/model.",
};

/** A feature may not import another feature: shared code moves down into ui/ or model/. */
const featureZones = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^\\.{1,2}/(\\.\\./)*(features/)?(${FEATURES.filter((other) => other !== feature).join("|")})/`,
            message:
              "Features do not import each other: move shared code into src/ui or src/model.",
          },
          {
            regex: "^\\.{1,2}/(\\.\\./)*routes/",
            message:
              "Features never import a route module: read search params with getRouteApi(…).useSearch() and types from src/url/search-schemas.",
          },
          {
            regex: "^\\.{1,2}/(\\.\\./)*pages/",
            message:
              "Features never import a page: a page composes features, not the other way round.",
          },
          NO_SERVER,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-server",
      "node_modules",
      "src/routeTree.gen.ts",
      "test-results",
      "playwright-report",
      "bench/results",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          "./tsconfig.app.json",
          "./tsconfig.server.json",
          "./tsconfig.node.json",
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/only-throw-error": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // URL state is typed by the route schemas (src/url/search-schemas.ts): a navigate that
    // needs `as typeof prev` is writing a value the schema does not admit.
    files: ["src/features/**", "src/pages/**", "src/routes/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSTypeQuery",
          message:
            "No `as typeof …` casts: derive the type from src/url/search-schemas.ts instead.",
        },
      ],
    },
  },
  {
    files: [
      "server/**/*.ts",
      "e2e/**/*.ts",
      "bench/**/*.ts",
      "scripts/**/*.mjs",
      "bin/**/*.mjs",
      "*.config.{ts,js}",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["scripts/**/*.mjs", "bin/**/*.mjs", "eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["src/model/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react/*",
                "monaco-editor",
                "monaco-editor/*",
                "@tanstack/*",
                "react-arborist",
              ],
              message:
                "src/model is pure TypeScript: no React, Monaco, router or query.",
            },
            {
              regex: "^\\.{1,2}/(\\.\\./)*(api|features|pages|ui|routes|url)/",
              message: "src/model may not depend on the layers above it.",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["src/url/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^\\.{1,2}/(\\.\\./)*(api|features|pages|ui|routes|model)/",
              message:
                "src/url holds the URL's schemas only: it depends on zod, not on the app.",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["src/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*(features|pages|ui|routes)/",
              message: "src/api sits below features, pages, ui and routes.",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    // ui renders the model's data shapes (a Finding, a step cell) but runs none of its
    // logic beyond formatting: type imports from src/model are allowed, values only from
    // src/model/format.
    files: ["src/ui/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*(features|pages|api|routes|url)/",
              message:
                "src/ui never imports features, pages, api, routes or url.",
            },
            {
              regex: "^\\.{1,2}/(\\.\\./)*model/(?!format/)",
              allowTypeImports: true,
              message:
                "src/ui may read src/model's types, and call src/model/format only.",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  ...featureZones,
  {
    // Pages compose features (the run page, the compare page, the session page and the
    // step explorer they share): they may use any feature, never a route.
    files: ["src/pages/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*routes/",
              message:
                "Pages never import a route module: the route imports the page.",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["src/routes/**", "src/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_SERVER] }],
    },
  },
  {
    // The worker sits between src/api and src/model (docs/architecture.md): it calls the
    // model, and fetches through the one module that calls fetch (src/api/client).
    files: ["src/worker/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*(features|pages|ui|routes|url)/",
              message:
                "src/worker renders nothing: it may use src/model and src/api/client.",
            },
            {
              regex: "^\\.{1,2}/(\\.\\./)*api/(?!client$)",
              message:
                "src/worker may use src/api/client only (the api layer sits above it).",
            },
            NO_SERVER,
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.{1,2}/(\\.\\./)*src/(?!model/)",
              message: "From src/, the server may use only src/model.",
            },
          ],
        },
      ],
    },
  },
);
