const nextJest = require("next/jest");

process.env.NEXT_TELEMETRY_DISABLED = "1";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  testMatch: ["<rootDir>/tests/unit/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "/tests/e2e/", "/out/", "/.next/"],
};

module.exports = createJestConfig(config);
