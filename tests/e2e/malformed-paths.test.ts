import { Agent, get } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { brandTitle } from "@/content/contact";
import { pathLocale } from "@/content/locales";
import { uiCopy } from "@/content/ui";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

/** GET with the request target sent exactly as written (fetch would normalise it first). */
function request(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port: server.port, path, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

const hex = (code: number) => `%${code.toString(16).toUpperCase().padStart(2, "0")}`;
const hexDigit = fc.constantFrom(..."0123456789ABCDEFabcdef");

/** Pieces of a path segment: words of real paths and the malformed kinds the server must survive. */
const piece = fc.oneof(
  fc.constantFrom("contactus", "services", "CloudServices", "case-study-", "addin", "footer", "ar"),
  // Percent signs that start no escape, escapes cut short, escapes of something other than hex.
  fc.constant("%"),
  hexDigit.map((digit) => `%${digit}`),
  fc.tuple(fc.constantFrom(..."GZgz%-._~"), hexDigit).map(([a, b]) => `%${a}${b}`),
  // Escapes that decode to no UTF-8: cut sequences, stray continuation bytes, overlong encodings,
  // surrogates, code points past U+10FFFF.
  fc.constantFrom("%E0%A4", "%C3", "%80", "%FF", "%C0%AF", "%C0%AE", "%E0%80%AF", "%ED%A0%80"),
  fc.constantFrom("%F4%90%80%80", "%F8%88%80%80%80"),
  // Control characters, escaped (raw ones are not valid in an HTTP request line).
  fc.integer({ min: 0, max: 0x1f }).map(hex),
  fc.constant("%7F"),
  // Dot segments, plain and escaped.
  fc.constantFrom(".", "..", "%2e", "%2E%2E", ".%2e", "%2e."),
  // Overlong segments.
  fc.integer({ min: 256, max: 4000 }).map((length) => "x".repeat(length)),
  fc.string({ unit: fc.constantFrom(..."abcXYZ019-_~!$&'()*+,;=:@") }),
);
const segment = fc.array(piece, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(""));
const malformedPath = fc
  .tuple(
    // Under a page's language, a route with a dynamic segment, or a path that is no page.
    fc.constantFrom("", "/ar", "/services", "/ar/services", "/og", "/vendor/altcha"),
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    // Endings the proxy otherwise leaves to the static files.
    fc.constantFrom("", "/", ".png", ".json", ".svg"),
  )
  .map(([start, segments, end]) => `${start}/${segments.join("/")}${end}`)
  // Within Node's 16 KB for a request's head, past which it answers 431 before any route.
  .filter((path) => path.length <= 8000);

/** The language the site answers a path in: the path's own, once dot segments are resolved. */
const expectedLocale = (path: string) => pathLocale(new URL(path, "http://site").pathname);

function expectSitePage(path: string, reply: { status: number; body: string }) {
  // A page (dot segments can resolve to one), a redirect to its exact spelling, or the 404 page.
  expect([200, 308, 404], `${path} answered ${reply.status}`).toContain(reply.status);
  if (reply.status !== 404) return;
  const locale = expectedLocale(path);
  const page = {
    lang: reply.body.match(/<html lang="(\w+)"/)?.[1],
    title: reply.body.match(/<title>([^<]*)<\/title>/)?.[1],
  };
  expect(page, path).toEqual({ lang: locale, title: brandTitle(uiCopy[locale].notFound.title) });
}

describe("malformed and unknown paths", () => {
  test("the paths of the reported 500s answer the 404 page in their language", async () => {
    for (const path of [
      "/contactus%",
      "/%ZZ",
      "/case-study-%ZZ",
      "/services/%E0%A4",
      "/ar/case-study-%ZZ",
      "/ar/%ZZ",
      "/ar/services/%E0%A4",
      "/ar%ZZ",
      "/%ZZ.png",
      "/og/%ZZ",
      "/vendor/altcha/%ZZ",
      "/healthz%ZZ",
    ]) {
      const reply = await request(path);
      expect(reply.status, path).toBe(404);
      expectSitePage(path, reply);
    }
  });

  test("generated malformed paths never answer 5xx: the page or the 404 page in its language (property)", async () => {
    const generated = new Set<string>();
    await fc.assert(
      fc.asyncProperty(malformedPath, async (path) => {
        generated.add(path);
        expectSitePage(path, await request(path));
      }),
      { numRuns: 400 },
    );
    console.log(`malformed paths: ${generated.size} generated and requested`);
    expect(generated.size).toBeGreaterThan(300);
    expect(server.output()).not.toMatch(/URIError|Internal Server Error|"level":50/);
  });
});
