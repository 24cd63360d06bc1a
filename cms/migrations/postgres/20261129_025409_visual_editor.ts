import { MigrateDownArgs, MigrateUpArgs, sql } from "@payloadcms/db-postgres";
import { editorBody, markdocBody, type StoredBodyRow } from "../../body-migration";

// An article's body, in every language of the article and of each of its versions, from the Markdoc
// text of the former text box to the visual editor's value (cms/richtext.ts), which PostgreSQL
// keeps as jsonb; down, back to text. Each column is first made jsonb holding the text as a JSON
// string, so that both ways convert the same rows the same way.
const BODIES = [
  ["insights_locales", "body"],
  ["_insights_v_locales", "version_body"],
] as const;

async function convert(db: MigrateUpArgs["db"], to: (row: StoredBodyRow) => unknown) {
  for (const [table, column] of BODIES) {
    const { rows } = await db.execute<StoredBodyRow>(
      sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS body FROM ${sql.identifier(table)}`,
    );
    for (const row of rows) {
      const value = to(row);
      if (value === null) continue;
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${JSON.stringify(value)}::jsonb WHERE id = ${row.id}`,
      );
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of BODIES)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE jsonb USING to_jsonb(${sql.identifier(column)})`,
    );
  await convert(db, editorBody);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await convert(db, markdocBody);
  for (const [table, column] of BODIES)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN ${sql.identifier(column)} SET DATA TYPE varchar USING ${sql.identifier(column)} #>> '{}'`,
    );
}
