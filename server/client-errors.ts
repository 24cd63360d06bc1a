import "server-only";
import * as z from "zod/mini";
import { withoutQuery, type ClientErrorReport } from "@/lib/client-errors";
import { createReportHandler, type ReportDeps } from "./browser-reports";
import { clientAddress } from "./client-address";
import { getConfig } from "./config";
import { getLogger, type Logger } from "./log";
import { getMetrics } from "./metrics";

z.config({ jitless: true });

const text = (max: number) => z.string().check(z.maxLength(max));
const position = z.int().check(z.minimum(0), z.maximum(10_000_000));
const reportSchema = z.object({
  kind: z.enum(["error", "rejection", "boundary"]),
  name: text(100),
  message: text(500),
  file: text(500),
  line: position,
  column: position,
  page: text(500),
  build: text(100),
}) satisfies z.ZodMiniType<ClientErrorReport>;

export type ClientErrorDeps = ReportDeps & {
  logger: Logger;
  counted: (kind: ClientErrorReport["kind"]) => void;
};

/**
 * `POST /client-errors`: a browser's report of an uncaught error, an unhandled rejection or an
 * error boundary (lib/client-errors.ts). Each accepted report is one log line (`client.error`)
 * and counts in `client_errors_total{kind}`. A report is a few hundred bytes: 4 KB at most, 10 a
 * minute from one address and 300 from all (server/browser-reports.ts).
 */
export function createClientErrorHandler(deps: () => ClientErrorDeps) {
  return createReportHandler(
    { bodyLimit: 4 * 1024, perAddress: 10, inAll: 300, contentTypes: ["application/json"] },
    deps,
    (body, { logger, counted }) => {
      const parsed = reportSchema.safeParse(body);
      if (!parsed.success) return "Not a client error report.";
      // The browser sends no query strings (lib/client-errors.ts); whatever else posts here cannot
      // put a visitor's e-mail address from a URL into the log either.
      const { page, file, message } = parsed.data;
      logger.warn({
        event: "client.error",
        ...parsed.data,
        page: withoutQuery(page),
        file: withoutQuery(file),
        message: message.replace(/(\/\/[^\s?#]*)[?#][^\s)]*/g, "$1"),
      });
      counted(parsed.data.kind);
      return 1;
    },
  );
}

export const handleClientError = createClientErrorHandler(() => ({
  logger: getLogger(),
  clientAddress: (headers) => clientAddress(headers, { trustProxy: getConfig().TRUST_PROXY }),
  counted: (kind) => getMetrics().clientError(kind),
  now: Date.now,
}));
