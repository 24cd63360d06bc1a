import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DATA_FILES, dataFilePath, dataFileText } from "@/cms/content-files/data-files";
import { schemaFields } from "@/cms/content-files/schema-fields";
import { toEditor, toFile } from "@/lib/editor-entries";

/** Every data file of the site, with the schema of one entry in it. */
const files = DATA_FILES.flatMap((set) =>
  ["en", "ar"].flatMap((locale) =>
    (set.kind === "pages" ? set.slugs : [undefined]).map((slug) => ({
      set,
      path: dataFilePath(".", set, locale, slug),
    })),
  ),
);

describe("the data files, between the site and the editor", () => {
  test.each(files.map(({ set, path }) => [path, set] as const))(
    "%s: as the editor stores it and back, the same bytes",
    (path, set) => {
      const text = readFileSync(path, "utf8");
      const data = JSON.parse(text) as unknown;
      const entries = set.kind === "pages" ? [data] : (data as unknown[]);
      const back = entries.map((entry) => toFile(set.schema, toEditor(set.schema, entry)));
      expect(dataFileText(set.kind === "pages" ? back[0] : back)).toBe(text);
    },
  );

  test("the editor's form has a field for every field of every file, a long text as a text area", () => {
    const names = (fields: ReturnType<typeof schemaFields>): string[] =>
      fields.flatMap((field) => [
        "name" in field ? field.name : "",
        ...("fields" in field ? names(field.fields) : []),
      ]);
    const caseStudy = names(schemaFields(DATA_FILES[0]!.schema));
    expect(caseStudy).toEqual(expect.arrayContaining(["slug", "intro", "challenges", "techStack"]));
    // A row's own id is Payload's: the mobile page's platform id is `kind` in the editor.
    const servicePage = names(schemaFields(DATA_FILES[1]!.schema));
    expect(servicePage).toEqual(
      expect.arrayContaining(["template", "eyebrow", "features", "kind"]),
    );
    expect(servicePage).not.toContain("id");
  });
});
