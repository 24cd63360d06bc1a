import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiry_audit_action" AS ENUM('listed', 'viewed', 'changed', 'erased', 'exported');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'sales';
  CREATE TABLE "enquiry_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff" varchar NOT NULL,
  	"action" "enum_enquiry_audit_action" NOT NULL,
  	"enquiries" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiry_audit_id" integer;
  CREATE INDEX "enquiry_audit_updated_at_idx" ON "enquiry_audit" USING btree ("updated_at");
  CREATE INDEX "enquiry_audit_created_at_idx" ON "enquiry_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiry_audit_fk" FOREIGN KEY ("enquiry_audit_id") REFERENCES "public"."enquiry_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiry_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiry_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiry_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiry_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiry_audit_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'author');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_enquiry_audit_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiry_audit_id";
  DROP TYPE "public"."enum_enquiry_audit_action";`)
}
