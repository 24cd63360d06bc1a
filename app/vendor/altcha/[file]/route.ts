import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** ALTCHA's proof-of-work worker scripts, prerendered at build from the installed package. */
const FILES = ["sha.js", "pbkdf2.js"];

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => FILES.map((file) => ({ file }));

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const source = await readFile(
    join(process.cwd(), "node_modules/altcha/dist/workers", file),
    "utf8",
  );
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
