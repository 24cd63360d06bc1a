import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { overlayContent } from "../../scripts/content-home.mjs";
import { tempDir } from "./server/support";

const made: (() => void)[] = [];
afterAll(() => made.forEach((cleanup) => cleanup()));

/** A directory holding `files` (path → text). */
function tree(files: Record<string, string>) {
  const { dir, cleanup } = tempDir();
  made.push(cleanup);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A content repository with `files` committed. */
function repository(files: Record<string, string>) {
  const dir = tree(files);
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args]);
  git("init", "--quiet");
  if (Object.keys(files).length > 0) {
    git("add", "--all");
    git("-c", "user.name=Editor", "-c", "user.email=editor@localhost", "commit", "-qm", "Publish");
  }
  return dir;
}

const release = () =>
  tree({
    "content/contact.json": '{"phone":"+91 20 4000 1234"}',
    "content/insights/old-article/en.mdoc": "old",
    "content/insights/copy.ts": "export {};",
    "public/insights/old-article.svg": "<svg/>",
    "app/page.tsx": "code",
  });

describe("a build's content from its own repository (CONTENT_DIR)", () => {
  test("its latest commit replaces the release's content: changed files, articles and covers deleted there gone, code untouched", () => {
    const root = release();
    const repo = repository({
      "content/contact.json": '{"phone":"+91 20 4000 9876"}',
      "content/insights/new-article/en.mdoc": "new",
      "public/insights/new-article.avif": "image",
    });
    const commit = overlayContent(root, repo);
    expect(commit).toBe(execFileSync("git", ["-C", repo, "rev-parse", "HEAD"]).toString().trim());
    expect(readFileSync(join(root, "content/contact.json"), "utf8")).toContain("9876");
    expect(readFileSync(join(root, "content/insights/new-article/en.mdoc"), "utf8")).toBe("new");
    expect(existsSync(join(root, "content/insights/old-article"))).toBe(false);
    expect(existsSync(join(root, "public/insights/old-article.svg"))).toBe(false);
    expect(existsSync(join(root, "public/insights/new-article.avif"))).toBe(true);
    expect(readFileSync(join(root, "content/insights/copy.ts"), "utf8")).toBe("export {};");
    expect(readFileSync(join(root, "app/page.tsx"), "utf8")).toBe("code");
  });

  test("what is committed counts, not files written since", () => {
    const root = release();
    const repo = repository({ "content/contact.json": '{"phone":"+91 20 4000 9876"}' });
    writeFileSync(join(repo, "content/contact.json"), '{"phone":"uncommitted"}');
    overlayContent(root, repo);
    expect(readFileSync(join(root, "content/contact.json"), "utf8")).toContain("9876");
  });

  test("no repository of its own (unset, the release itself) or none committed yet: the release's content as it is", () => {
    const root = release();
    expect(overlayContent(root, undefined)).toBeNull();
    expect(overlayContent(root, root)).toBeNull();
    expect(overlayContent(root, repository({}))).toBeNull();
    expect(readFileSync(join(root, "content/contact.json"), "utf8")).toContain("1234");
  });

  test("a directory that is no repository, or a repository holding code, stops the build saying why, changing nothing", () => {
    const root = release();
    expect(() => overlayContent(root, tree({}))).toThrow(/is not a git repository/);
    const repo = repository({ "content/contact.json": "{}", "app/page.tsx": "not content" });
    expect(() => overlayContent(root, repo)).toThrow(/holds app\/page\.tsx, which is not content/);
    expect(readFileSync(join(root, "content/contact.json"), "utf8")).toContain("1234");
  });
});
