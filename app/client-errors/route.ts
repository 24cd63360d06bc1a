import { handleClientError } from "@/server/client-errors";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Reports of faults in visitors' browsers (lib/client-errors.ts). */
export const POST = handleClientError;
