// Stands in for the server-only package when Playwright loads lib/content/ (see tests/e2e/tsconfig.json).
export {};
