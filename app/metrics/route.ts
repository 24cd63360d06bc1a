import { handleMetricsRequest } from "@/server/metrics";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET(request: Request) {
  return handleMetricsRequest(request);
}
