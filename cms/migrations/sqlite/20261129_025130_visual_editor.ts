import { MigrateDownArgs, MigrateUpArgs, sql } from "@payloadcms/db-sqlite";
import { editorBody, markdocBody, type StoredBodyRow } from "../../body-migration";

// An article's body, in every language of the article and of each of its versions, from the Markdoc
// text of the former text box to the visual editor's value (cms/richtext.ts); down, back. The
// column stays text: SQLite keeps the value as JSON text.
const BODIES = [
  ["insights_locales", "body"],
  ["_insights_v_locales", "version_body"],
] as const;

async function convert(
  db: MigrateUpArgs["db"],
  to: (row: StoredBodyRow) => object | string | null,
) {
  for (const [table, column] of BODIES) {
    const rows = await db.all<StoredBodyRow>(
      sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}`,
    );
    for (const row of rows) {
      const value = to(row);
      if (value === null) continue;
      const stored = typeof value === "string" ? value : JSON.stringify(value);
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${stored} WHERE id = ${row.id}`,
      );
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await convert(db, editorBody);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await convert(db, markdocBody);
}
