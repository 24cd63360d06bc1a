import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_insights_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_insights_v_autosave_idx\` ON \`_insights_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_autosave_idx\` ON \`_case_studies_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_service_pages_v_autosave_idx\` ON \`_service_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_faq_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_faq_v_autosave_idx\` ON \`_faq_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_company_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_company_v_autosave_idx\` ON \`_company_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_insights_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_insights_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_case_studies_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_service_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_service_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_testimonials_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_faq_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faq_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_company_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_company_v\` DROP COLUMN \`autosave\`;`)
}
