import { changeForStaff, eraseForStaff, showForStaff } from "@/server/staff-api";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, { params }: Context) {
  return showForStaff(request, (await params).id);
}

export async function PATCH(request: Request, { params }: Context) {
  return changeForStaff(request, (await params).id);
}

export async function DELETE(request: Request, { params }: Context) {
  return eraseForStaff(request, (await params).id);
}
