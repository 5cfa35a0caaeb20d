import nextJest from "next/jest.js";

process.env.NEXT_TELEMETRY_DISABLED = "1";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: {
    // next build points next/image at images.loaderFile; next/jest does not, so do it here (same file).
    "^next/dist/shared/lib/image-loader$": "<rootDir>/lib/image-loader.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/out/", "/.next/"],
  // What the build and the end-to-end tests write, which no unit test reads: kept out of Jest's module map,
  // so the unit tests can run beside the build (scripts/test.sh) without meeting files as they are written.
  modulePathIgnorePatterns: [
    "<rootDir>/.next/",
    "<rootDir>/out/",
    "<rootDir>/release/",
    "<rootDir>/public/admin/",
    "<rootDir>/.cms-test/",
    "<rootDir>/.wrangler/",
    "<rootDir>/.cache/",
    "<rootDir>/test-results/",
    "<rootDir>/playwright-report/",
  ],
};

export default createJestConfig(config);
