import { liveness } from "@/server/health";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = liveness;
