// Stands in for the server-only package when Playwright loads lib/content.ts (see tests/e2e/tsconfig.json).
export {};
