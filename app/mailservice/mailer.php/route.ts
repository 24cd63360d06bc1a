import { handleEnquiryRequest, methodNotAllowed } from "@/server/enquiries";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The enquiry endpoint of the Contact Us form and the inquiry modal (design: "A visitor writes"). */
export function POST(request: Request) {
  return handleEnquiryRequest(request);
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
export const OPTIONS = methodNotAllowed;
