import { testSwitchesOn, type TestSwitchEnv } from "./guards";

/*
 * Who a rate limit counts (worker/limits.ts), as pure functions of the Request, so the unit tests can call
 * them without a Worker.
 */

export type LimitKind = "form" | "link" | "read";

/** The period every binding counts in (wrangler.jsonc); a unit test holds them together. */
export const LIMIT_PERIOD_SECONDS: Record<LimitKind, number> = { form: 60, link: 60, read: 10 };

/** Eight groups of four hex digits, or undefined for anything that is not an IPv6 address. */
function ipv6Groups(address: string): string[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, "");
  // An IPv4 tail (::ffff:192.0.2.1) becomes its two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.padStart(4, "0"));
}

/**
 * The client a limit counts: an IPv4 address whole, an IPv6 address by its /64 (an IPv4-mapped one as the
 * IPv4 address it carries). Where test switches are on, X-Test-Client names the client instead, since every
 * local request comes from 127.0.0.1; the load test and the end-to-end tests use it.
 */
export function clientKey(request: Request, env: TestSwitchEnv): string {
  const testClient = testSwitchesOn(env) ? request.headers.get("X-Test-Client") : null;
  if (testClient) return `test:${testClient}`;
  const address = request.headers.get("CF-Connecting-IP")?.trim() ?? "";
  if (!address.includes(":")) return address || "unknown";
  const groups = ipv6Groups(address);
  if (!groups) return "unknown";
  if (groups.slice(0, 5).every((group) => group === "0000") && groups[5] === "ffff") {
    const [high, low] = [parseInt(groups[6] as string, 16), parseInt(groups[7] as string, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
