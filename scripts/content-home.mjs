// The content staff publish has a home of its own: a git repository (CONTENT_DIR) outside every
// release directory, which the editor commits to. A build combines the release's code with that
// repository's latest commit, copied over the release's own content files first, and records the
// commit (scripts/release.mjs). So a new release, unpacked beside the old one, builds with
// everything published so far, and a release directory never holds the only copy of it.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where the content repository's files go in a release: what the editor publishes. */
export const CONTENT_PATHS = ["content/", "public/insights/"];

const git = (repo, ...args) =>
  execFileSync("git", ["-C", repo, ...args], {
    encoding: "buffer",
    maxBuffer: 1024 ** 3,
    stdio: ["ignore", "pipe", "pipe"],
  });

/** The repository's latest commit, or null before its first; throws if it is no repository. */
function contentCommit(repo) {
  if (!existsSync(join(repo, ".git")))
    throw new Error(
      `CONTENT_DIR ${repo} is not a git repository (make it with git init; the editor's first publish fills it)`,
    );
  try {
    return git(repo, "rev-parse", "--verify", "--quiet", "HEAD^{commit}").toString().trim();
  } catch {
    return null; // no commit yet
  }
}

/**
 * Copies the content repository's latest commit (CONTENT_DIR) over the content files of the
 * release in `root`. An article or a cover the repository does not hold is removed, when it holds
 * any: a deletion published in the editor stays deleted. Returns the commit, or null when there is
 * no repository of its own (unset, or the release itself) or it has no commit yet. A file outside
 * the content's paths stops it, naming the file.
 */
export function overlayContent(root, contentDir) {
  if (!contentDir || resolve(contentDir) === resolve(root)) return null;
  const repo = resolve(contentDir);
  const commit = contentCommit(repo);
  if (!commit) return null;
  const files = git(repo, "ls-tree", "-r", "-z", "--name-only", commit)
    .toString()
    .split("\0")
    .filter(Boolean);
  const stray = files.find((file) => !CONTENT_PATHS.some((path) => file.startsWith(path)));
  if (stray)
    throw new Error(
      `the content repository ${repo} holds ${stray}, which is not content (only ${CONTENT_PATHS.join(", ")})`,
    );
  if (files.some((file) => /^content\/insights\/[^/]+\/en\.mdoc$/.test(file))) {
    const articles = join(root, "content/insights");
    for (const name of existsSync(articles) ? readdirSync(articles) : [])
      if (existsSync(join(articles, name, "en.mdoc")))
        rmSync(join(articles, name), { recursive: true });
  }
  if (files.some((file) => file.startsWith("public/insights/")))
    rmSync(join(root, "public/insights"), { recursive: true, force: true });
  execFileSync("tar", ["-x", "-C", root], { input: git(repo, "archive", "--format=tar", commit) });
  return commit;
}
