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
};

export default createJestConfig(config);
