import { dashboardForStaff } from "@/server/staff-api";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export function GET(request: Request) {
  return dashboardForStaff(request);
}
