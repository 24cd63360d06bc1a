import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_insights_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_case_studies_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_service_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_testimonials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_faq_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_company_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_insights_v_autosave_idx" ON "_insights_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX "_service_pages_v_autosave_idx" ON "_service_pages_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_faq_v_autosave_idx" ON "_faq_v" USING btree ("autosave");
  CREATE INDEX "_company_v_autosave_idx" ON "_company_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_insights_v_autosave_idx";
  DROP INDEX "_case_studies_v_autosave_idx";
  DROP INDEX "_service_pages_v_autosave_idx";
  DROP INDEX "_testimonials_v_autosave_idx";
  DROP INDEX "_faq_v_autosave_idx";
  DROP INDEX "_company_v_autosave_idx";
  ALTER TABLE "_insights_v" DROP COLUMN "autosave";
  ALTER TABLE "_case_studies_v" DROP COLUMN "autosave";
  ALTER TABLE "_service_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_testimonials_v" DROP COLUMN "autosave";
  ALTER TABLE "_faq_v" DROP COLUMN "autosave";
  ALTER TABLE "_company_v" DROP COLUMN "autosave";`)
}
