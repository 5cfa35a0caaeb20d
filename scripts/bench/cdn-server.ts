// A stand-in for the production edge, for the benchmark only: object-storage answers (a folder gives its
// index.html, /about gives a 301 to /about/, a missing file gives 404.html with status 404) served the way a
// CDN in front of the bucket delivers them: HTTPS with HTTP/2, Brotli or gzip for text, long-lived caching for
// Next's hashed files. Measuring an uncompressed HTTP/1.1 server would charge the pages for bytes no visitor
// ever downloads.
import fs from "node:fs";
import http2 from "node:http2";
import path from "node:path";
import zlib from "node:zlib";
import { STATIC_ASSET_CACHE } from "../../lib/security-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".txt", ".xml", ".svg", ".webmanifest"]);

/** Picks what the bucket would answer for a request path: [status, file] or a redirect. */
type StoredObject = { status: number; file?: string; location?: string };

function resolveObject(root: string, pathname: string): StoredObject {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 400 };
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(path.resolve(root))) return { status: 403 };
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    if (!decoded.endsWith("/")) return { status: 301, location: `${pathname}/` };
    const index = path.join(target, "index.html");
    if (fs.existsSync(index)) return { status: 200, file: index };
  } else if (fs.existsSync(target)) {
    return { status: 200, file: target };
  }
  return { status: 404, file: path.join(root, "404.html") };
}

/** Compressed files as they are on disk, shared by every edge in the process (the bench runs several). */
const sharedCache = new Map<string, Buffer>();

/** Folders no measured page loads on its own: the editor (a 5 MB script) and the search index. */
const NOT_WARMED = new Set(["admin", "pagefind"]);

/** A file's bytes as served: read once, passed through the page transform if it is HTML, compressed once. */
class Encoder {
  private readonly pageCache = new Map<string, Buffer>();
  constructor(private readonly transformHtml?: (html: string) => string) {}

  private transforms(file: string): boolean {
    return this.transformHtml !== undefined && file.endsWith(".html");
  }

  raw(file: string): Buffer {
    const body = fs.readFileSync(file);
    return this.transforms(file) ? Buffer.from(this.transformHtml!(body.toString("utf8"))) : body;
  }

  encode(file: string, encoding: "br" | "gzip"): Buffer {
    const cache = this.transforms(file) ? this.pageCache : sharedCache;
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) {
      const body = this.raw(file);
      cache.set(
        key,
        encoding === "br"
          ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : zlib.gzipSync(body, { level: 9 }),
      );
    }
    return cache.get(key)!;
  }

  /**
   * Brotli-compresses the text files up front, as a CDN's cache would already hold them, so no measured
   * request waits (Chromium always asks for Brotli; gzip is made on demand for any other client). With
   * `pages`, only those HTML files are warmed.
   */
  warm(dir: string, pages?: ReadonlySet<string>): void {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_WARMED.has(entry.name)) this.warm(file, pages);
      } else if (COMPRESSIBLE.has(path.extname(file)) && (!pages || !file.endsWith(".html") || pages.has(file))) {
        this.encode(file, "br");
      }
    }
  }
}

/** An HTTPS server (HTTP/2, HTTP/1.1 allowed) on 127.0.0.1:port (0: any free one); resolves once it listens. */
type Tls = { key: Buffer; cert: Buffer };
type Handler = (request: http2.Http2ServerRequest, response: http2.Http2ServerResponse) => void;

export function listenSecure(
  { port, key, cert }: Tls & { port: number },
  handler: Handler,
): Promise<http2.Http2SecureServer> {
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, handler);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

type EdgeOptions = Tls & {
  root: string;
  port: number;
  /** Rewrites every HTML page as served (the bench's script-free floor strips the scripts this way). */
  transformHtml?: (html: string) => string;
  /** The routes to have ready before the first request (default: every page). */
  routes?: readonly string[];
};

/** Starts the edge on 127.0.0.1:port (0: any free port) with the given key/cert; resolves with the server. */
export function startCdnServer({ root: folder, port, key, cert, transformHtml, routes }: EdgeOptions) {
  // Absolute, so the check that a request stays inside the folder holds for a relative BENCH_OUT too.
  const root = path.resolve(folder);
  const encoder = new Encoder(transformHtml);
  encoder.warm(root, routes && new Set(routes.map((route) => path.join(root, route, "index.html"))));
  return listenSecure({ port, key, cert }, (request, response) => {
    const { pathname } = new URL(request.url, "https://localhost");
    // The one API call a key route makes on its own: the booking on /contact/ asks the Worker which times
    // are taken. A bucket has no Worker, so the edge answers as the Worker does with nothing booked, instead
    // of a 404 that the page would log and Lighthouse would count against it.
    if (pathname === "/api/consultation/taken") {
      response.writeHead(200, { "content-type": "application/json", "cache-control": "public, max-age=30" });
      response.end(JSON.stringify({ taken: [] }));
      return;
    }
    const object = resolveObject(root, pathname);
    if (!object.file) {
      response.writeHead(object.status, object.location ? { location: object.location } : {});
      response.end();
      return;
    }
    const ext = path.extname(object.file);
    const headers: Record<string, string | number> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": pathname.startsWith("/_next/static/")
        ? STATIC_ASSET_CACHE
        : "public, max-age=0, must-revalidate",
      vary: "accept-encoding",
    };
    let body: Buffer;
    const accepts = String(request.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.has(ext) && /\bbr\b/.test(accepts)) {
      body = encoder.encode(object.file, "br");
      headers["content-encoding"] = "br";
    } else if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepts)) {
      body = encoder.encode(object.file, "gzip");
      headers["content-encoding"] = "gzip";
    } else {
      body = encoder.raw(object.file);
    }
    headers["content-length"] = body.length;
    response.writeHead(object.status, headers);
    if (request.method === "HEAD") response.end();
    else response.end(body);
  });
}
