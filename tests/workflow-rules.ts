import fs from "node:fs";
import { parse } from "yaml";

/*
 * The rule CI's workflow keeps (issue 35, finding 10): a job that can read a Cloudflare secret runs nothing
 * from the repository. Such a job may not check the repository out, install it (npm ci, npm install), run
 * its scripts (npm run, tsx, node <file>, scripts/…), build it, or npx anything but a wrangler pinned to an
 * exact version; and no job keeps the checkout's credentials. tests/unit/workflow.test.ts applies it to
 * .github/workflows/ci.yml, or to the file WORKFLOW_FILE names (to check an older copy).
 */

export type Step = {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
};
export type Job = {
  name?: string;
  needs?: string | string[];
  env?: Record<string, unknown>;
  steps?: Step[];
  uses?: string;
  secrets?: unknown;
};
export type Workflow = { env?: Record<string, unknown>; jobs: Record<string, Job> };

export const WORKFLOW_FILE = process.env.WORKFLOW_FILE ?? ".github/workflows/ci.yml";

export const readWorkflow = (file = WORKFLOW_FILE): Workflow => parse(fs.readFileSync(file, "utf8")) as Workflow;

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** `secrets` in an expression, but not `needs.secrets.…` (a job's name) nor the run's own GITHUB_TOKEN. */
const SECRET_IN_EXPRESSION = /(?<![\w.-])secrets\b(?!\s*\.\s*GITHUB_TOKEN\b)/;

function mentionsSecret(value: unknown): boolean {
  return strings(value).some((text) =>
    [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].some(([, expression]) => SECRET_IN_EXPRESSION.test(expression ?? "")),
  );
}

/** Whether any step of the job can read a secret other than GITHUB_TOKEN: in env, with, run, at any level. */
export function readsSecrets(job: Job, workflow: Workflow): boolean {
  // A reusable workflow's `secrets: inherit` hands it every secret.
  return job.secrets !== undefined || mentionsSecret(workflow.env) || mentionsSecret(job);
}

/** What a job holding a secret must never run, each with the reason it names. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bnpm\s+(ci|install|i|add|run|run-script|test|start|exec|x|rebuild)\b/, "npm installing or running the repository"],
  [/\b(yarn|pnpm|bun|corepack)\b/, "a package manager"],
  [/\bnpx\b(?!\s+(--yes|-y)\s+wrangler@\d+\.\d+\.\d+(?![\w.-]))/, "npx of anything but wrangler@<exact version>"],
  [/\b(tsx|ts-node)\b/, "tsx"],
  [/\bnode\s+(?!-)\S/, "node <file>"],
  [/\bscripts\//, "a script from the repository"],
  [/\b(next|vite|tsc|esbuild)\s+build\b|\bmake\b/, "a build"],
];

/** Why a job breaks the rule; none means it keeps it. */
export function violations(jobName: string, workflow: Workflow): string[] {
  const job = workflow.jobs[jobName] as Job;
  const found: string[] = [];
  for (const step of job.steps ?? []) {
    const uses = step.uses ?? "";
    if (uses.startsWith("actions/checkout@") && String(step.with?.["persist-credentials"]) !== "false") {
      found.push(`${jobName}: a checkout without persist-credentials: false`);
    }
  }
  if (!readsSecrets(job, workflow)) return found;
  if (job.uses) found.push(`${jobName}: a reusable workflow that holds secrets (${job.uses})`);
  for (const step of job.steps ?? []) {
    const uses = step.uses ?? "";
    if (uses.startsWith("actions/checkout@")) found.push(`${jobName}: checks the repository out`);
    if (uses.startsWith("./")) found.push(`${jobName}: runs an action from the repository (${uses})`);
  }
  const commands = [job.env, ...(job.steps ?? []).map(({ run, env, with: inputs }) => ({ run, env, inputs }))];
  for (const text of strings(commands)) {
    for (const [pattern, what] of FORBIDDEN) {
      const match = pattern.exec(text);
      if (match) found.push(`${jobName}: ${what} ("${match[0]}")`);
    }
  }
  return found;
}
