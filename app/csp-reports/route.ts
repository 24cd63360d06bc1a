import { handleCspReport } from "@/server/csp-reports";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Content-Security-Policy violation reports from visitors' browsers (server/csp.ts). */
export const POST = handleCspReport;
