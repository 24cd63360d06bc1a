import { describe, expect, it } from "vitest";
import { createCspReportHandler } from "@/server/csp-reports";
import { loggedLines } from "./support";

/** What Firefox and Safari send to `report-uri`: one violation. */
const legacy = {
  "csp-report": {
    "document-uri": "https://www.example.com/contactus?name=Asha#form",
    referrer: "",
    "violated-directive": "img-src",
    "effective-directive": "img-src",
    "original-policy": "default-src 'none'; img-src 'self' data: blob:; report-uri /csp-reports",
    disposition: "enforce",
    "blocked-uri": "https://tracker.example.net/pixel.gif?visitor=42",
    "status-code": 200,
  },
};

/** What Chromium sends to `report-to`: a batch, here with a report of another type. */
const batch = [
  {
    type: "csp-violation",
    age: 12,
    url: "https://www.example.com/ar",
    user_agent: "Chromium",
    body: {
      documentURL: "https://www.example.com/ar?utm_source=x",
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
      originalPolicy: "default-src 'none'",
      disposition: "enforce",
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 9,
    },
  },
  { type: "deprecation", age: 3, url: "https://www.example.com/", body: { id: "x" } },
  {
    type: "csp-violation",
    age: 2,
    url: "https://www.example.com/",
    body: {
      documentURL: "https://www.example.com/",
      effectiveDirective: "made-up-directive",
      blockedURL: "data:image/png;base64,AAAA",
    },
  },
];

function setup() {
  const { lines, logger } = loggedLines();
  const counted: string[] = [];
  const handle = createCspReportHandler(() => ({
    logger,
    // The client as a trusted proxy names it (X-Forwarded-For), one address when none is given.
    clientAddress: (headers) => headers.get("x-forwarded-for") ?? "203.0.113.1",
    counted: (directive) => void counted.push(directive),
    now: () => 1_000_000,
  }));
  const post = (body: unknown, type: string, headers: Record<string, string> = {}) =>
    handle(
      new Request("http://localhost/csp-reports", {
        method: "POST",
        headers: { "Content-Type": type, "X-Forwarded-For": "203.0.113.7", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  return { lines, counted, post };
}

const summaries = (lines: Record<string, unknown>[]) =>
  lines.map(({ event, directive, blocked, page }) => ({ event, directive, blocked, page }));

describe("POST /csp-reports", () => {
  it("takes report-uri's format: one line with the directive, the blocked origin and the page's path", async () => {
    const { lines, counted, post } = setup();
    const response = await post(legacy, "application/csp-report");
    expect(response.status).toBe(204);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(summaries(lines)).toEqual([
      {
        event: "csp.violation",
        directive: "img-src",
        blocked: "https://tracker.example.net",
        page: "/contactus",
      },
    ]);
    // Nothing else of the report is kept: no query, no policy, no referrer.
    const pinos = new Set(["level", "time", "pid", "hostname"]);
    expect(Object.keys(lines[0]!).filter((key) => !pinos.has(key))).toEqual([
      "event",
      "directive",
      "blocked",
      "page",
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/visitor=42|Asha|original|default-src/);
    expect(counted).toEqual(["img-src"]);
  });

  it("takes report-to's batches: each CSP violation counted, other types skipped, unknown directives as other", async () => {
    const { lines, counted, post } = setup();
    expect((await post(batch, "application/reports+json")).status).toBe(204);
    expect(summaries(lines)).toEqual([
      { event: "csp.violation", directive: "script-src-elem", blocked: "inline", page: "/ar" },
      { event: "csp.violation", directive: "other", blocked: "data", page: "/" },
    ]);
    expect(counted).toEqual(["script-src-elem", "other"]);
  });

  it("reads an older browser's violated-directive and reports without a blocked URL", async () => {
    const { lines, post } = setup();
    const report = {
      "csp-report": {
        "document-uri": "not a url",
        "violated-directive": "style-src-attr 'none'",
        "blocked-uri": "",
      },
    };
    expect((await post(report, "application/csp-report")).status).toBe(204);
    expect(summaries(lines)).toEqual([
      { event: "csp.violation", directive: "style-src-attr", blocked: "none", page: "unknown" },
    ]);
  });

  it.each([
    ["not JSON", "{", "application/csp-report", 400],
    ["neither format", { violation: "img-src" }, "application/csp-report", 400],
    [
      "a CSP violation without its fields",
      [{ type: "csp-violation", body: {} }],
      "application/reports+json",
      400,
    ],
    ["another media type", legacy, "text/plain", 415],
    [
      "a body over 16 KB",
      [{ type: "x", body: "x".repeat(17_000) }],
      "application/reports+json",
      413,
    ],
  ])(
    "refuses %s with %i and a JSON reason, logging and counting nothing",
    async (_, body, type, status) => {
      const { lines, counted, post } = setup();
      const response = await post(body, type);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ success: false, error: expect.any(String) });
      expect(lines).toEqual([]);
      expect(counted).toEqual([]);
    },
  );

  it("takes 20 violations a minute from one address, then 429, while others still report", async () => {
    const { counted, post } = setup();
    const statuses = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await post(legacy, "application/csp-report")).status);
    expect(statuses).toEqual([...Array(20).fill(204), 429, 429]);
    const other = await post(legacy, "application/csp-report", {
      "X-Forwarded-For": "198.51.100.4",
    });
    expect(other.status).toBe(204);
    expect(counted).toHaveLength(21);
  });

  it("counts each violation of a batch: one 16 KB batch of 190 logs and counts 20, and the address's next request gets 429", async () => {
    const { lines, counted, post } = setup();
    // As small as a report can be, to fit the most in the body limit.
    const big = Array.from({ length: 190 }, () => ({
      type: "csp-violation",
      body: { documentURL: "", effectiveDirective: "base-uri" },
    }));
    expect(JSON.stringify(big).length).toBeLessThan(16 * 1024);
    expect((await post(big, "application/reports+json")).status).toBe(204);
    expect(lines).toHaveLength(20);
    expect(counted).toHaveLength(20);
    expect((await post(legacy, "application/csp-report")).status).toBe(429);
  });

  it("takes 300 violations a minute from all addresses together", async () => {
    const { counted, post } = setup();
    const statuses = [];
    for (let i = 0; i < 16; i++)
      statuses.push(
        (
          await post(Array(20).fill(batch[0]), "application/reports+json", {
            "X-Forwarded-For": `198.51.100.${i + 1}`,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(15).fill(204), 429]);
    expect(counted).toHaveLength(300);
  });
});
