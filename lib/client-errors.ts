/**
 * Faults in the browser, reported to the site (`POST /client-errors`, server/client-errors.ts) so
 * that a page that fails for visitors shows on the operator's dashboard the day it ships. A report
 * carries the error's name and message, where it was thrown (file without query, line, column), the
 * page's path and the build: no query strings, nothing a visitor typed.
 */
export type ClientErrorKind = "error" | "rejection" | "boundary";

export type ClientErrorReport = {
  kind: ClientErrorKind;
  name: string;
  message: string;
  file: string;
  line: number;
  column: number;
  page: string;
  build: string;
};

const CLIENT_ERRORS_ENDPOINT = "/client-errors";
/** Reports one page sends at most: a loop that throws costs one request per report, then nothing. */
const PER_PAGE = 5;
let reported = 0;

/** A script or a lazily loaded part that did not download, told from a fault in the page's code. */
export function isDownloadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/** An address without its query and fragment. */
export const withoutQuery = (url: string) => url.replace(/[?#].*$/s, "");

/** The first frame of a stack that names a file: `at f (https://host/_next/x.js:1:2)`. */
function firstFrame(stack: string | undefined) {
  const frame = /(https?:\/\/[^\s)]+):(\d+):(\d+)/.exec(stack ?? "");
  return frame ? { file: frame[1]!, line: Number(frame[2]), column: Number(frame[3]) } : null;
}

export function reportClientError(
  kind: ClientErrorKind,
  error: unknown,
  where?: { file?: string; line?: number; column?: number },
) {
  if (reported >= PER_PAGE) return;
  reported++;
  const thrown = error instanceof Error ? error : null;
  const frame = where?.file ? where : firstFrame(thrown?.stack);
  const report: ClientErrorReport = {
    kind,
    name: thrown?.name ?? typeof error,
    message: String(thrown?.message ?? error).slice(0, 500),
    file: withoutQuery(frame?.file ?? ""),
    line: frame?.line ?? 0,
    column: frame?.column ?? 0,
    page: location.pathname,
    build: process.env.NEXT_PUBLIC_BUILD_ID ?? "",
  };
  fetch(CLIENT_ERRORS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {}); // offline: nothing more to do
}
