/** @jest-environment node */
import fs from "node:fs";
import ts from "typescript";
import { BODY_LIMIT_BYTES, isJsonContentType, isSameOrigin, readCappedBody } from "@/worker/guards";
import { clientKey, LIMIT_PERIOD_SECONDS } from "@/worker/client";
import { verifyTurnstile } from "@/worker/turnstile";

const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request("https://www.example.co.uk/api/enquiry", { method: "POST", headers, body });

/** A body sent in pieces with no Content-Length, as a client that lies about its size would. */
function streamed(chunks: number, size: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return new Request("https://www.example.co.uk/api/enquiry", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("the Worker's guards", () => {
  it("accepts only the site's own origin, and never a request without one", () => {
    expect(isSameOrigin(post({ Origin: "https://www.example.co.uk" }))).toBe(true);
    expect(isSameOrigin(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "https://www.example.co.uk.evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({}))).toBe(false);
  });

  it("accepts JSON, with or without a charset, and nothing else", () => {
    expect(isJsonContentType(post({ "Content-Type": "application/json" }))).toBe(true);
    expect(isJsonContentType(post({ "Content-Type": "Application/JSON; charset=utf-8" }))).toBe(true);
    expect(isJsonContentType(post({ "Content-Type": "text/plain" }))).toBe(false);
    expect(isJsonContentType(post({ "Content-Type": "application/x-www-form-urlencoded" }))).toBe(false);
  });

  it("reads a body up to the limit and not a byte further", async () => {
    await expect(readCappedBody(post({}, '{"a":"£"}'))).resolves.toEqual({ ok: true, text: '{"a":"£"}' });
    await expect(readCappedBody(post({}, "a".repeat(BODY_LIMIT_BYTES)))).resolves.toMatchObject({ ok: true });
    await expect(readCappedBody(post({}, "a".repeat(BODY_LIMIT_BYTES + 1)))).resolves.toEqual({
      ok: false,
      reason: "too_large",
    });
    await expect(readCappedBody(streamed(40, 1024))).resolves.toEqual({ ok: false, reason: "too_large" });
    await expect(readCappedBody(streamed(3, 1024))).resolves.toMatchObject({ ok: true });
    await expect(readCappedBody(post({}, new Uint8Array([0x7b, 0xff, 0x7d])))).resolves.toEqual({
      ok: false,
      reason: "not_utf8",
    });
  });

  it("counts clients by their IP address, and by X-Test-Client only where test switches are on", () => {
    const request = post({ "CF-Connecting-IP": "203.0.113.9", "X-Test-Client": "burst" });
    expect(clientKey(request, {})).toBe("203.0.113.9");
    expect(clientKey(request, { ALLOW_TEST_SWITCHES: "0" })).toBe("203.0.113.9");
    expect(clientKey(request, { ALLOW_TEST_SWITCHES: "1" })).toBe("test:burst");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = (ip: string) => clientKey(post({ "CF-Connecting-IP": ip }), {});
    const block = "2001:0db8:85a3:0042::/64";
    expect(key("2001:db8:85a3:42::1")).toBe(block);
    expect(key("2001:db8:85a3:42:ffff:ffff:ffff:fffe")).toBe(block);
    expect(key("2001:DB8:85A3:0042:0:0:0:9")).toBe(block);
    expect(key("2001:db8:85a3:43::1")).not.toBe(block);
    expect(key("::1")).toBe("0000:0000:0000:0000::/64");
    expect(key("fe80::1%eth0")).toBe("fe80:0000:0000:0000::/64");
    // An IPv4 address carried in IPv6 is that IPv4 address.
    expect(key("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(key("::ffff:cb00:7109")).toBe("203.0.113.9");
    // Not an address: one shared bucket, never a fresh one per spelling.
    expect(key("2001:db8::1::2")).toBe("unknown");
    expect(key("not:an:address")).toBe("unknown");
  });

  it("names in Retry-After the period each rate limit binding counts in", () => {
    const { config } = ts.parseConfigFileTextToJson("wrangler.jsonc", fs.readFileSync("wrangler.jsonc", "utf8"));
    const periods = Object.fromEntries(
      (config.ratelimits as { name: string; simple: { period: number } }[]).map((limit) => [
        limit.name,
        limit.simple.period,
      ]),
    );
    expect(periods).toEqual({
      FORM_LIMIT: LIMIT_PERIOD_SECONDS.form,
      LINK_LIMIT: LIMIT_PERIOD_SECONDS.link,
      READ_LIMIT: LIMIT_PERIOD_SECONDS.read,
    });
    for (const name of ["DAILY_FORM_LIMIT", "DAILY_LINK_LIMIT"]) {
      expect(Number(config.vars[name])).toBeGreaterThan(0);
    }
  });
});

describe("the Turnstile check", () => {
  const base = {
    verifyUrl: "http://127.0.0.1:1/siteverify",
    secret: "s3cret",
    token: "tok",
    remoteIp: "203.0.113.9",
    hostname: "www.example.co.uk",
    action: "enquiry" as const,
  };
  const answering = (status: number, body: unknown) => jest.fn(async () => Response.json(body, { status }));
  const solved = { success: true, hostname: "www.example.co.uk", action: "enquiry" };

  it("passes only when siteverify says success, sending the secret, token and IP, and never an idempotency key", async () => {
    const fetchImpl = answering(200, solved);
    await expect(verifyTurnstile({ ...base, fetchImpl })).resolves.toBe("pass");
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ secret: "s3cret", response: "tok", remoteip: "203.0.113.9" });
    await expect(
      verifyTurnstile({
        ...base,
        fetchImpl: answering(200, { success: false, "error-codes": ["timeout-or-duplicate"] }),
      }),
    ).resolves.toBe("fail");
  });

  it("fails a token solved on another host name or for another form", async () => {
    const answer = (change: object) =>
      verifyTurnstile({ ...base, fetchImpl: answering(200, { ...solved, ...change }) });
    await expect(answer({ hostname: "attacker.example" })).resolves.toBe("fail");
    await expect(answer({ action: "subscribe" })).resolves.toBe("fail");
    await expect(answer({ hostname: undefined, action: undefined })).resolves.toBe("fail");
  });

  it("fails without a token, and reports siteverify itself failing as unavailable", async () => {
    const fetchImpl = answering(200, solved);
    await expect(verifyTurnstile({ ...base, token: undefined, fetchImpl })).resolves.toBe("fail");
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(verifyTurnstile({ ...base, fetchImpl: answering(500, {}) })).resolves.toBe("unavailable");
    const broken = jest.fn(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(verifyTurnstile({ ...base, fetchImpl: broken })).resolves.toBe("unavailable");
  });
});
