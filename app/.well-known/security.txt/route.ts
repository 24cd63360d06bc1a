import { PRERENDERED_CACHE } from "@/lib/cache-control";
import { securityTxt } from "@/lib/security-txt";

// Prerendered at build: the Expires it states is a year past the build (lib/security-txt.ts).
export const dynamic = "force-static";

export const GET = () =>
  new Response(securityTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRERENDERED_CACHE },
  });
