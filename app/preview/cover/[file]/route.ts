import { coverOf, storedFile, type StoredMedia } from "@/lib/article-files";
import { coverVariants, SVG_POLICY } from "@/lib/cover-images";
import { editorDraft, editorFile } from "@/lib/preview";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * A draft article's cover on the preview instance, in draft mode, by the name the site will give it
 * (`/preview/cover/{slug}.800.avif` for `/insights/{slug}.800.avif`): the editor's file of that
 * size. Anywhere else, a 404.
 */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  const slug = name.split(".")[0]!;
  const doc = await editorDraft("insights", slug, { locale: "en", depth: 1 });
  const media = doc?.cover as StoredMedia | undefined;
  if (!media?.filename) return notFound();
  const variant = coverVariants(coverOf(slug, media)).find(
    ({ src }) => src === `/insights/${name}`,
  );
  const filename = variant && storedFile(media, variant);
  if (!filename) return notFound();
  const file = await editorFile(filename);
  if (!file.ok) return notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, an image runs nothing.
      "Content-Security-Policy": SVG_POLICY,
    },
  });
}
