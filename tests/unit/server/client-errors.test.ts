import { describe, expect, it } from "vitest";
import type { ClientErrorReport } from "@/lib/client-errors";
import { createClientErrorHandler } from "@/server/client-errors";
import { loggedLines } from "./support";

const report: ClientErrorReport = {
  kind: "boundary",
  name: "TypeError",
  message: "e.verify is not a function",
  file: "http://127.0.0.1:3000/_next/static/chunks/0a1b2c.js",
  line: 1,
  column: 4821,
  page: "/contactus",
  build: "3f9a1c2b7d4e",
};

function setup() {
  const { lines, logger } = loggedLines();
  const counted: string[] = [];
  const handle = createClientErrorHandler(() => ({
    logger,
    // The client as a trusted proxy names it (X-Forwarded-For), one address when none is given.
    clientAddress: (headers) => headers.get("x-forwarded-for") ?? "203.0.113.1",
    counted: (kind) => void counted.push(kind),
    now: () => 1_000_000,
  }));
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    handle(
      new Request("http://localhost/client-errors", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": "203.0.113.7",
          ...headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    );
  return { lines, counted, post };
}

describe("POST /client-errors", () => {
  it("logs a report as one line and counts it by kind", async () => {
    const { lines, counted, post } = setup();
    const response = await post(report);
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: "client.error", ...report });
    expect(counted).toEqual(["boundary"]);
  });

  it("logs no query string or fragment, of the page, the file, or an address in the message", async () => {
    const { lines, post } = setup();
    await post({
      ...report,
      page: "/contactus?email=asha%40example.com#form",
      file: `${report.file}?v=asha@example.com`,
      message: "Failed to fetch https://127.0.0.1/x.js?email=asha@example.com#y (retry)",
    });
    expect(lines[0]).toMatchObject({
      page: "/contactus",
      file: report.file,
      message: "Failed to fetch https://127.0.0.1/x.js (retry)",
    });
    expect(JSON.stringify(lines)).not.toContain("asha");
  });

  it.each([
    ["not JSON", "{", 400],
    ["not a report", { kind: "boom" }, 400],
    ["a message over 500 characters", { ...report, message: "x".repeat(501) }, 400],
    ["a body over 4 KB", { ...report, page: "/".repeat(5000) }, 413],
  ])("refuses %s with %i, logging and counting nothing", async (_, body, status) => {
    const { lines, counted, post } = setup();
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).success).toBe(false);
    expect(lines).toEqual([]);
    expect(counted).toEqual([]);
  });

  it("takes 10 reports a minute from one address, then 429, while others still report", async () => {
    const { counted, post } = setup();
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(report)).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
    expect((await post(report, { "X-Forwarded-For": "198.51.100.4" })).status).toBe(204);
    expect(counted).toHaveLength(11);
  });
});
