// Every built page as the independent checkers a reviewer runs read it, served as visitors get it:
// the Nu Html Checker (the W3C validator) and structured-data-testing-tool (Google's, Twitter's
// and Facebook's markup). HTML_CodeSniffer, pa11y's engine, runs on each page as loaded in the
// browser sweep (pages.test.ts). What a checker reports that is no fault is listed here with the
// reason, and nothing else may be reported.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtPages, pathOf } from "./support/routes";
import { startServer, type RunningServer } from "./support/server";

const require = createRequire(import.meta.url);
const { structuredDataTest } = require("structured-data-testing-tool") as {
  structuredDataTest: (html: Buffer, options: object) => Promise<StructuredDataResult>;
};
const { Google, Twitter, Facebook } = require("structured-data-testing-tool/presets") as Record<
  string,
  object
>;

type StructuredDataResult = {
  passed: unknown[];
  failed: { group?: string; description: string; test: string }[];
  warnings: unknown[];
};

let server: RunningServer;
/** Each built page's HTML as served, by route. */
const served = new Map<string, string>();
const dir = mkdtempSync(join(tmpdir(), "conformance-"));

beforeAll(async () => {
  server = await startServer();
  for (const route of builtPages())
    served.set(route, await (await fetch(server.url + pathOf(route))).text());
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type NuMessage = { type: string; subType?: string; message: string; url: string };

test("the Nu Html Checker finds no error and no warning on any page", async () => {
  const files = [...served].map(([route, html], index) => {
    const file = join(dir, `${index}.html`);
    writeFileSync(file, html);
    return { file, route };
  });
  // One Java process for every page (Debian's JRE; .ci/run installs it).
  const { stderr } = await promisify(execFile)(
    "java",
    [
      "-jar",
      require.resolve("vnu-jar/build/dist/vnu.jar"),
      "--format",
      "json",
      "--exit-zero-always",
      ...files.map(({ file }) => file),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const routeOf = new Map(files.map(({ file, route }) => [`file:${file}`, route]));
  const found = messages
    // Information, not a finding: React writes void elements with a slash (<meta … />).
    .filter((message) => message.type !== "info" || message.subType === "warning")
    .map((message) => `${routeOf.get(message.url)}: ${message.message}`);
  console.log(
    `Nu Html Checker: ${files.length} pages, ${found.length} errors and warnings, ${messages.length - found.length} notes`,
  );
  expect(found).toEqual([]);
  expect(files.length).toBe(builtPages().length);
});

/**
 * What structured-data-testing-tool asks for that is no fault here, by the test it names: its
 * presets are stricter than the readers they stand for.
 */
const KNOWN = [
  {
    test: /^Article\[0\]\.datePublished$/,
    pages: /^(\/ar)?\/case-study-/,
    reason:
      "A case study is dated by no one: the company's case studies carry no publication date, and Google's Article has no required property.",
  },
  {
    test: /^"og:url"$/,
    pages: /_not-found$|\/404$/,
    reason:
      "A 404 page has no address of its own to share: it names none, as it names no canonical.",
  },
];

test("structured-data-testing-tool finds what Google, Twitter and Facebook read on every page", async () => {
  const failures: string[] = [];
  let passed = 0;
  for (const [route, html] of served) {
    const result = await structuredDataTest(Buffer.from(html), {
      presets: [Google, Twitter, Facebook],
    }).catch((error: { res?: StructuredDataResult }) => {
      if (!error.res) throw error;
      return error.res;
    });
    passed += result.passed.length;
    for (const failure of result.failed)
      if (!KNOWN.some((known) => known.test.test(failure.test) && known.pages.test(route)))
        failures.push(`${route}: ${failure.group ?? ""} ${failure.test} (${failure.description})`);
  }
  console.log(`structured-data-testing-tool: ${served.size} pages, ${passed} tests passed`);
  expect(failures).toEqual([]);
  expect(passed).toBeGreaterThan(served.size * 10);
});
