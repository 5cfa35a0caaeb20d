// A stand-in for a real enquiry backend, on loopback, for the end-to-end tests (started by Playwright's
// webServer). The test build points NEXT_PUBLIC_ENQUIRY_ENDPOINT at http://127.0.0.1:$ENQUIRY_TEST_PORT/enquiry.
//
// Tests run in parallel, so the answer is chosen per request by the enquiry's e-mail address:
//   fail-500…@  → HTTP 500          slow…@  → answers only after SLOW_MS (longer than the test timeout)
//   anything else → 200 {"ok":true}, and the enquiry is kept for GET /__received?email=…
import http from "node:http";

const PORT = Number(process.env.ENQUIRY_TEST_PORT ?? 4790);
const SLOW_MS = Number(process.env.ENQUIRY_TEST_SLOW_MS ?? 8000);
type Enquiry = Record<string, unknown>;
const received: Enquiry[] = [];

const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept",
  "Access-Control-Max-Age": "600",
};

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...cors, "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${PORT}`);
  if (request.method === "OPTIONS") {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  if (request.method === "GET" && url.pathname === "/__health") return send(response, 200, { ok: true });
  if (request.method === "GET" && url.pathname === "/__received") {
    const email = url.searchParams.get("email");
    return send(
      response,
      200,
      received.filter((enquiry) => enquiry.email === email),
    );
  }
  if (request.method !== "POST" || url.pathname !== "/enquiry") return send(response, 404, { error: "not found" });

  let raw = "";
  request.setEncoding("utf8");
  request.on("data", (chunk) => (raw += chunk));
  request.on("end", () => {
    let enquiry: Enquiry;
    try {
      enquiry = JSON.parse(raw) as Enquiry;
    } catch {
      return send(response, 400, { error: "invalid JSON" });
    }
    const email = typeof enquiry.email === "string" ? enquiry.email : "";
    if (email.startsWith("fail-500")) return send(response, 500, { error: "simulated failure" });
    if (email.startsWith("slow")) {
      const timer = setTimeout(() => send(response, 200, { ok: true }), SLOW_MS);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    received.push(enquiry);
    send(response, 200, { ok: true });
  });
});

server.listen(PORT, "127.0.0.1", () => console.log(`enquiry endpoint on http://127.0.0.1:${PORT}/enquiry`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
