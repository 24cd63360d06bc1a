import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_service_pages_platforms_kind" AS ENUM('android', 'ios', 'hybrid');
  CREATE TYPE "public"."enum_service_pages_template" AS ENUM('standard', 'showcase');
  CREATE TYPE "public"."enum_service_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_pages_v_version_platforms_kind" AS ENUM('android', 'ios', 'hybrid');
  CREATE TYPE "public"."enum__service_pages_v_version_template" AS ENUM('standard', 'showcase');
  CREATE TYPE "public"."enum__service_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__service_pages_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_testimonials_avatar_color" AS ENUM('#BF202F', '#9C1A26', '#0C111D', '#4A5465');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_avatar_color" AS ENUM('#BF202F', '#9C1A26', '#0C111D', '#4A5465');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_faq_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_v_published_locale" AS ENUM('en', 'ar');
  CREATE TABLE "case_studies_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_challenges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "case_studies_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "case_studies_built_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "case_studies_tech_stack_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_tech_stack" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" varchar
  );
  
  CREATE TABLE "case_studies_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "case_studies_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_next" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "case_studies_bilingual_sample_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"english" varchar,
  	"arabic" varchar
  );
  
  CREATE TABLE "case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"ready_for_editor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "case_studies_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"industry" varchar,
  	"region" varchar,
  	"duration" varchar,
  	"intro" varchar,
  	"image_alt" varchar,
  	"built_heading" varchar,
  	"bilingual_sample_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_case_studies_v_version_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_overview" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_challenges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_phases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_built_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_tech_stack_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_tech_stack" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_impact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_closing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_next" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v_version_bilingual_sample_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"english" varchar,
  	"arabic" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_ready_for_editor" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__case_studies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_case_studies_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_industry" varchar,
  	"version_region" varchar,
  	"version_duration" varchar,
  	"version_intro" varchar,
  	"version_image_alt" varchar,
  	"version_built_heading" varchar,
  	"version_bilingual_sample_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "service_pages_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "service_pages_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "service_pages_hero_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_capabilities_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "service_pages_capabilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages_platforms_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "service_pages_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_service_pages_platforms_kind",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "service_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"template" "enum_service_pages_template",
  	"ready_for_editor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_service_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "service_pages_locales" (
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"summary" varchar,
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_lead" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_label" varchar,
  	"image" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_service_pages_v_version_keywords" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_hero_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_capabilities_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_capabilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_platforms_technologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v_version_platforms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__service_pages_v_version_platforms_kind",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_template" "enum__service_pages_v_version_template",
  	"version_ready_for_editor" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__service_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__service_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_service_pages_v_locales" (
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_summary" varchar,
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_label" varchar,
  	"version_image" varchar,
  	"version_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric,
  	"img" varchar,
  	"avatar_color" "enum_testimonials_avatar_color",
  	"ready_for_editor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "testimonials_locales" (
  	"text" varchar,
  	"author" varchar,
  	"country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric,
  	"version_img" varchar,
  	"version_avatar_color" "enum__testimonials_v_version_avatar_color",
  	"version_ready_for_editor" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_text" varchar,
  	"version_author" varchar,
  	"version_country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric,
  	"ready_for_editor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_locales" (
  	"question" varchar,
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric,
  	"version_ready_for_editor" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "company_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "company_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar
  );
  
  CREATE TABLE "company_locales" (
  	"address_street" varchar,
  	"address_locality" varchar,
  	"address_region" varchar,
  	"address_postal_code" varchar,
  	"address_country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_version_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v_locales" (
  	"version_address_street" varchar,
  	"version_address_locality" varchar,
  	"version_address_region" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_country" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "case_studies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_id" integer;
  ALTER TABLE "case_studies_keywords" ADD CONSTRAINT "case_studies_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_services" ADD CONSTRAINT "case_studies_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_overview" ADD CONSTRAINT "case_studies_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_challenges" ADD CONSTRAINT "case_studies_challenges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_phases" ADD CONSTRAINT "case_studies_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_built_items" ADD CONSTRAINT "case_studies_built_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_tech_stack_items" ADD CONSTRAINT "case_studies_tech_stack_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies_tech_stack"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_tech_stack" ADD CONSTRAINT "case_studies_tech_stack_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_impact" ADD CONSTRAINT "case_studies_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_closing" ADD CONSTRAINT "case_studies_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_next" ADD CONSTRAINT "case_studies_next_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_bilingual_sample_items" ADD CONSTRAINT "case_studies_bilingual_sample_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "case_studies_locales" ADD CONSTRAINT "case_studies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_keywords" ADD CONSTRAINT "_case_studies_v_version_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_services" ADD CONSTRAINT "_case_studies_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_overview" ADD CONSTRAINT "_case_studies_v_version_overview_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_challenges" ADD CONSTRAINT "_case_studies_v_version_challenges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_phases" ADD CONSTRAINT "_case_studies_v_version_phases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_built_items" ADD CONSTRAINT "_case_studies_v_version_built_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_tech_stack_items" ADD CONSTRAINT "_case_studies_v_version_tech_stack_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v_version_tech_stack"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_tech_stack" ADD CONSTRAINT "_case_studies_v_version_tech_stack_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_impact" ADD CONSTRAINT "_case_studies_v_version_impact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_closing" ADD CONSTRAINT "_case_studies_v_version_closing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_next" ADD CONSTRAINT "_case_studies_v_version_next_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_bilingual_sample_items" ADD CONSTRAINT "_case_studies_v_version_bilingual_sample_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_locales" ADD CONSTRAINT "_case_studies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_keywords" ADD CONSTRAINT "service_pages_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_technologies" ADD CONSTRAINT "service_pages_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_hero_features" ADD CONSTRAINT "service_pages_hero_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_tiles" ADD CONSTRAINT "service_pages_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_capabilities_points" ADD CONSTRAINT "service_pages_capabilities_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages_capabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_capabilities" ADD CONSTRAINT "service_pages_capabilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_benefits" ADD CONSTRAINT "service_pages_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_features" ADD CONSTRAINT "service_pages_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_platforms_technologies" ADD CONSTRAINT "service_pages_platforms_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages_platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_platforms" ADD CONSTRAINT "service_pages_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_pages_locales" ADD CONSTRAINT "service_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_keywords" ADD CONSTRAINT "_service_pages_v_version_keywords_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_technologies" ADD CONSTRAINT "_service_pages_v_version_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_hero_features" ADD CONSTRAINT "_service_pages_v_version_hero_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_tiles" ADD CONSTRAINT "_service_pages_v_version_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_capabilities_points" ADD CONSTRAINT "_service_pages_v_version_capabilities_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v_version_capabilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_capabilities" ADD CONSTRAINT "_service_pages_v_version_capabilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_benefits" ADD CONSTRAINT "_service_pages_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_features" ADD CONSTRAINT "_service_pages_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_platforms_technologies" ADD CONSTRAINT "_service_pages_v_version_platforms_technologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v_version_platforms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v_version_platforms" ADD CONSTRAINT "_service_pages_v_version_platforms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_pages_v" ADD CONSTRAINT "_service_pages_v_parent_id_service_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_service_pages_v_locales" ADD CONSTRAINT "_service_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_service_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_faq_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_v_locales" ADD CONSTRAINT "_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_figures" ADD CONSTRAINT "company_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_countries" ADD CONSTRAINT "company_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_figures" ADD CONSTRAINT "_company_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_countries" ADD CONSTRAINT "_company_v_version_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_locales" ADD CONSTRAINT "_company_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_studies_keywords_order_idx" ON "case_studies_keywords" USING btree ("_order");
  CREATE INDEX "case_studies_keywords_parent_id_idx" ON "case_studies_keywords" USING btree ("_parent_id");
  CREATE INDEX "case_studies_keywords_locale_idx" ON "case_studies_keywords" USING btree ("_locale");
  CREATE INDEX "case_studies_services_order_idx" ON "case_studies_services" USING btree ("_order");
  CREATE INDEX "case_studies_services_parent_id_idx" ON "case_studies_services" USING btree ("_parent_id");
  CREATE INDEX "case_studies_services_locale_idx" ON "case_studies_services" USING btree ("_locale");
  CREATE INDEX "case_studies_overview_order_idx" ON "case_studies_overview" USING btree ("_order");
  CREATE INDEX "case_studies_overview_parent_id_idx" ON "case_studies_overview" USING btree ("_parent_id");
  CREATE INDEX "case_studies_overview_locale_idx" ON "case_studies_overview" USING btree ("_locale");
  CREATE INDEX "case_studies_challenges_order_idx" ON "case_studies_challenges" USING btree ("_order");
  CREATE INDEX "case_studies_challenges_parent_id_idx" ON "case_studies_challenges" USING btree ("_parent_id");
  CREATE INDEX "case_studies_challenges_locale_idx" ON "case_studies_challenges" USING btree ("_locale");
  CREATE INDEX "case_studies_phases_order_idx" ON "case_studies_phases" USING btree ("_order");
  CREATE INDEX "case_studies_phases_parent_id_idx" ON "case_studies_phases" USING btree ("_parent_id");
  CREATE INDEX "case_studies_phases_locale_idx" ON "case_studies_phases" USING btree ("_locale");
  CREATE INDEX "case_studies_built_items_order_idx" ON "case_studies_built_items" USING btree ("_order");
  CREATE INDEX "case_studies_built_items_parent_id_idx" ON "case_studies_built_items" USING btree ("_parent_id");
  CREATE INDEX "case_studies_built_items_locale_idx" ON "case_studies_built_items" USING btree ("_locale");
  CREATE INDEX "case_studies_tech_stack_items_order_idx" ON "case_studies_tech_stack_items" USING btree ("_order");
  CREATE INDEX "case_studies_tech_stack_items_parent_id_idx" ON "case_studies_tech_stack_items" USING btree ("_parent_id");
  CREATE INDEX "case_studies_tech_stack_items_locale_idx" ON "case_studies_tech_stack_items" USING btree ("_locale");
  CREATE INDEX "case_studies_tech_stack_order_idx" ON "case_studies_tech_stack" USING btree ("_order");
  CREATE INDEX "case_studies_tech_stack_parent_id_idx" ON "case_studies_tech_stack" USING btree ("_parent_id");
  CREATE INDEX "case_studies_tech_stack_locale_idx" ON "case_studies_tech_stack" USING btree ("_locale");
  CREATE INDEX "case_studies_impact_order_idx" ON "case_studies_impact" USING btree ("_order");
  CREATE INDEX "case_studies_impact_parent_id_idx" ON "case_studies_impact" USING btree ("_parent_id");
  CREATE INDEX "case_studies_impact_locale_idx" ON "case_studies_impact" USING btree ("_locale");
  CREATE INDEX "case_studies_closing_order_idx" ON "case_studies_closing" USING btree ("_order");
  CREATE INDEX "case_studies_closing_parent_id_idx" ON "case_studies_closing" USING btree ("_parent_id");
  CREATE INDEX "case_studies_closing_locale_idx" ON "case_studies_closing" USING btree ("_locale");
  CREATE INDEX "case_studies_next_order_idx" ON "case_studies_next" USING btree ("_order");
  CREATE INDEX "case_studies_next_parent_id_idx" ON "case_studies_next" USING btree ("_parent_id");
  CREATE INDEX "case_studies_next_locale_idx" ON "case_studies_next" USING btree ("_locale");
  CREATE INDEX "case_studies_bilingual_sample_items_order_idx" ON "case_studies_bilingual_sample_items" USING btree ("_order");
  CREATE INDEX "case_studies_bilingual_sample_items_parent_id_idx" ON "case_studies_bilingual_sample_items" USING btree ("_parent_id");
  CREATE INDEX "case_studies_bilingual_sample_items_locale_idx" ON "case_studies_bilingual_sample_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_updated_at_idx" ON "case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE UNIQUE INDEX "case_studies_locales_locale_parent_id_unique" ON "case_studies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_case_studies_v_version_keywords_order_idx" ON "_case_studies_v_version_keywords" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_keywords_parent_id_idx" ON "_case_studies_v_version_keywords" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_keywords_locale_idx" ON "_case_studies_v_version_keywords" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_services_order_idx" ON "_case_studies_v_version_services" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_services_parent_id_idx" ON "_case_studies_v_version_services" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_services_locale_idx" ON "_case_studies_v_version_services" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_overview_order_idx" ON "_case_studies_v_version_overview" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_overview_parent_id_idx" ON "_case_studies_v_version_overview" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_overview_locale_idx" ON "_case_studies_v_version_overview" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_challenges_order_idx" ON "_case_studies_v_version_challenges" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_challenges_parent_id_idx" ON "_case_studies_v_version_challenges" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_challenges_locale_idx" ON "_case_studies_v_version_challenges" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_phases_order_idx" ON "_case_studies_v_version_phases" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_phases_parent_id_idx" ON "_case_studies_v_version_phases" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_phases_locale_idx" ON "_case_studies_v_version_phases" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_built_items_order_idx" ON "_case_studies_v_version_built_items" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_built_items_parent_id_idx" ON "_case_studies_v_version_built_items" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_built_items_locale_idx" ON "_case_studies_v_version_built_items" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_tech_stack_items_order_idx" ON "_case_studies_v_version_tech_stack_items" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_tech_stack_items_parent_id_idx" ON "_case_studies_v_version_tech_stack_items" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_tech_stack_items_locale_idx" ON "_case_studies_v_version_tech_stack_items" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_tech_stack_order_idx" ON "_case_studies_v_version_tech_stack" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_tech_stack_parent_id_idx" ON "_case_studies_v_version_tech_stack" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_tech_stack_locale_idx" ON "_case_studies_v_version_tech_stack" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_impact_order_idx" ON "_case_studies_v_version_impact" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_impact_parent_id_idx" ON "_case_studies_v_version_impact" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_impact_locale_idx" ON "_case_studies_v_version_impact" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_closing_order_idx" ON "_case_studies_v_version_closing" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_closing_parent_id_idx" ON "_case_studies_v_version_closing" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_closing_locale_idx" ON "_case_studies_v_version_closing" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_next_order_idx" ON "_case_studies_v_version_next" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_next_parent_id_idx" ON "_case_studies_v_version_next" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_next_locale_idx" ON "_case_studies_v_version_next" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_version_bilingual_sample_items_order_idx" ON "_case_studies_v_version_bilingual_sample_items" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_bilingual_sample_items_parent_id_idx" ON "_case_studies_v_version_bilingual_sample_items" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_version_bilingual_sample_items_locale_idx" ON "_case_studies_v_version_bilingual_sample_items" USING btree ("_locale");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_snapshot_idx" ON "_case_studies_v" USING btree ("snapshot");
  CREATE INDEX "_case_studies_v_published_locale_idx" ON "_case_studies_v" USING btree ("published_locale");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_case_studies_v_locales_locale_parent_id_unique" ON "_case_studies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "service_pages_keywords_order_idx" ON "service_pages_keywords" USING btree ("_order");
  CREATE INDEX "service_pages_keywords_parent_id_idx" ON "service_pages_keywords" USING btree ("_parent_id");
  CREATE INDEX "service_pages_keywords_locale_idx" ON "service_pages_keywords" USING btree ("_locale");
  CREATE INDEX "service_pages_technologies_order_idx" ON "service_pages_technologies" USING btree ("_order");
  CREATE INDEX "service_pages_technologies_parent_id_idx" ON "service_pages_technologies" USING btree ("_parent_id");
  CREATE INDEX "service_pages_technologies_locale_idx" ON "service_pages_technologies" USING btree ("_locale");
  CREATE INDEX "service_pages_hero_features_order_idx" ON "service_pages_hero_features" USING btree ("_order");
  CREATE INDEX "service_pages_hero_features_parent_id_idx" ON "service_pages_hero_features" USING btree ("_parent_id");
  CREATE INDEX "service_pages_hero_features_locale_idx" ON "service_pages_hero_features" USING btree ("_locale");
  CREATE INDEX "service_pages_tiles_order_idx" ON "service_pages_tiles" USING btree ("_order");
  CREATE INDEX "service_pages_tiles_parent_id_idx" ON "service_pages_tiles" USING btree ("_parent_id");
  CREATE INDEX "service_pages_tiles_locale_idx" ON "service_pages_tiles" USING btree ("_locale");
  CREATE INDEX "service_pages_capabilities_points_order_idx" ON "service_pages_capabilities_points" USING btree ("_order");
  CREATE INDEX "service_pages_capabilities_points_parent_id_idx" ON "service_pages_capabilities_points" USING btree ("_parent_id");
  CREATE INDEX "service_pages_capabilities_points_locale_idx" ON "service_pages_capabilities_points" USING btree ("_locale");
  CREATE INDEX "service_pages_capabilities_order_idx" ON "service_pages_capabilities" USING btree ("_order");
  CREATE INDEX "service_pages_capabilities_parent_id_idx" ON "service_pages_capabilities" USING btree ("_parent_id");
  CREATE INDEX "service_pages_capabilities_locale_idx" ON "service_pages_capabilities" USING btree ("_locale");
  CREATE INDEX "service_pages_benefits_order_idx" ON "service_pages_benefits" USING btree ("_order");
  CREATE INDEX "service_pages_benefits_parent_id_idx" ON "service_pages_benefits" USING btree ("_parent_id");
  CREATE INDEX "service_pages_benefits_locale_idx" ON "service_pages_benefits" USING btree ("_locale");
  CREATE INDEX "service_pages_features_order_idx" ON "service_pages_features" USING btree ("_order");
  CREATE INDEX "service_pages_features_parent_id_idx" ON "service_pages_features" USING btree ("_parent_id");
  CREATE INDEX "service_pages_features_locale_idx" ON "service_pages_features" USING btree ("_locale");
  CREATE INDEX "service_pages_platforms_technologies_order_idx" ON "service_pages_platforms_technologies" USING btree ("_order");
  CREATE INDEX "service_pages_platforms_technologies_parent_id_idx" ON "service_pages_platforms_technologies" USING btree ("_parent_id");
  CREATE INDEX "service_pages_platforms_technologies_locale_idx" ON "service_pages_platforms_technologies" USING btree ("_locale");
  CREATE INDEX "service_pages_platforms_order_idx" ON "service_pages_platforms" USING btree ("_order");
  CREATE INDEX "service_pages_platforms_parent_id_idx" ON "service_pages_platforms" USING btree ("_parent_id");
  CREATE INDEX "service_pages_platforms_locale_idx" ON "service_pages_platforms" USING btree ("_locale");
  CREATE UNIQUE INDEX "service_pages_slug_idx" ON "service_pages" USING btree ("slug");
  CREATE INDEX "service_pages_updated_at_idx" ON "service_pages" USING btree ("updated_at");
  CREATE INDEX "service_pages_created_at_idx" ON "service_pages" USING btree ("created_at");
  CREATE INDEX "service_pages__status_idx" ON "service_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "service_pages_locales_locale_parent_id_unique" ON "service_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_service_pages_v_version_keywords_order_idx" ON "_service_pages_v_version_keywords" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_keywords_parent_id_idx" ON "_service_pages_v_version_keywords" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_keywords_locale_idx" ON "_service_pages_v_version_keywords" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_technologies_order_idx" ON "_service_pages_v_version_technologies" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_technologies_parent_id_idx" ON "_service_pages_v_version_technologies" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_technologies_locale_idx" ON "_service_pages_v_version_technologies" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_hero_features_order_idx" ON "_service_pages_v_version_hero_features" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_hero_features_parent_id_idx" ON "_service_pages_v_version_hero_features" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_hero_features_locale_idx" ON "_service_pages_v_version_hero_features" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_tiles_order_idx" ON "_service_pages_v_version_tiles" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_tiles_parent_id_idx" ON "_service_pages_v_version_tiles" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_tiles_locale_idx" ON "_service_pages_v_version_tiles" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_capabilities_points_order_idx" ON "_service_pages_v_version_capabilities_points" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_capabilities_points_parent_id_idx" ON "_service_pages_v_version_capabilities_points" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_capabilities_points_locale_idx" ON "_service_pages_v_version_capabilities_points" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_capabilities_order_idx" ON "_service_pages_v_version_capabilities" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_capabilities_parent_id_idx" ON "_service_pages_v_version_capabilities" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_capabilities_locale_idx" ON "_service_pages_v_version_capabilities" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_benefits_order_idx" ON "_service_pages_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_benefits_parent_id_idx" ON "_service_pages_v_version_benefits" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_benefits_locale_idx" ON "_service_pages_v_version_benefits" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_features_order_idx" ON "_service_pages_v_version_features" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_features_parent_id_idx" ON "_service_pages_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_features_locale_idx" ON "_service_pages_v_version_features" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_platforms_technologies_order_idx" ON "_service_pages_v_version_platforms_technologies" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_platforms_technologies_parent_id_idx" ON "_service_pages_v_version_platforms_technologies" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_platforms_technologies_locale_idx" ON "_service_pages_v_version_platforms_technologies" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_version_platforms_order_idx" ON "_service_pages_v_version_platforms" USING btree ("_order");
  CREATE INDEX "_service_pages_v_version_platforms_parent_id_idx" ON "_service_pages_v_version_platforms" USING btree ("_parent_id");
  CREATE INDEX "_service_pages_v_version_platforms_locale_idx" ON "_service_pages_v_version_platforms" USING btree ("_locale");
  CREATE INDEX "_service_pages_v_parent_idx" ON "_service_pages_v" USING btree ("parent_id");
  CREATE INDEX "_service_pages_v_version_version_slug_idx" ON "_service_pages_v" USING btree ("version_slug");
  CREATE INDEX "_service_pages_v_version_version_updated_at_idx" ON "_service_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_service_pages_v_version_version_created_at_idx" ON "_service_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_service_pages_v_version_version__status_idx" ON "_service_pages_v" USING btree ("version__status");
  CREATE INDEX "_service_pages_v_created_at_idx" ON "_service_pages_v" USING btree ("created_at");
  CREATE INDEX "_service_pages_v_updated_at_idx" ON "_service_pages_v" USING btree ("updated_at");
  CREATE INDEX "_service_pages_v_snapshot_idx" ON "_service_pages_v" USING btree ("snapshot");
  CREATE INDEX "_service_pages_v_published_locale_idx" ON "_service_pages_v" USING btree ("published_locale");
  CREATE INDEX "_service_pages_v_latest_idx" ON "_service_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_service_pages_v_locales_locale_parent_id_unique" ON "_service_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_updated_at_idx" ON "faq" USING btree ("updated_at");
  CREATE INDEX "faq_created_at_idx" ON "faq" USING btree ("created_at");
  CREATE INDEX "faq__status_idx" ON "faq" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_parent_idx" ON "_faq_v" USING btree ("parent_id");
  CREATE INDEX "_faq_v_version_version_updated_at_idx" ON "_faq_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_v_version_version_created_at_idx" ON "_faq_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_v_version_version__status_idx" ON "_faq_v" USING btree ("version__status");
  CREATE INDEX "_faq_v_created_at_idx" ON "_faq_v" USING btree ("created_at");
  CREATE INDEX "_faq_v_updated_at_idx" ON "_faq_v" USING btree ("updated_at");
  CREATE INDEX "_faq_v_snapshot_idx" ON "_faq_v" USING btree ("snapshot");
  CREATE INDEX "_faq_v_published_locale_idx" ON "_faq_v" USING btree ("published_locale");
  CREATE INDEX "_faq_v_latest_idx" ON "_faq_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_v_locales_locale_parent_id_unique" ON "_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "company_figures_order_idx" ON "company_figures" USING btree ("_order");
  CREATE INDEX "company_figures_parent_id_idx" ON "company_figures" USING btree ("_parent_id");
  CREATE INDEX "company_figures_locale_idx" ON "company_figures" USING btree ("_locale");
  CREATE INDEX "company_countries_order_idx" ON "company_countries" USING btree ("_order");
  CREATE INDEX "company_countries_parent_id_idx" ON "company_countries" USING btree ("_parent_id");
  CREATE INDEX "company_countries_locale_idx" ON "company_countries" USING btree ("_locale");
  CREATE UNIQUE INDEX "company_locales_locale_parent_id_unique" ON "company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_figures_order_idx" ON "_company_v_version_figures" USING btree ("_order");
  CREATE INDEX "_company_v_version_figures_parent_id_idx" ON "_company_v_version_figures" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_figures_locale_idx" ON "_company_v_version_figures" USING btree ("_locale");
  CREATE INDEX "_company_v_version_countries_order_idx" ON "_company_v_version_countries" USING btree ("_order");
  CREATE INDEX "_company_v_version_countries_parent_id_idx" ON "_company_v_version_countries" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_countries_locale_idx" ON "_company_v_version_countries" USING btree ("_locale");
  CREATE UNIQUE INDEX "_company_v_locales_locale_parent_id_unique" ON "_company_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_pages_fk" FOREIGN KEY ("service_pages_id") REFERENCES "public"."service_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_locked_documents_rels_service_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("service_pages_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_faq_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "case_studies_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_built_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_tech_stack_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_tech_stack" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_next" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_bilingual_sample_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "case_studies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_overview" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_phases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_built_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_tech_stack_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_tech_stack" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_impact" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_closing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_next" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_bilingual_sample_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_hero_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_capabilities_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_capabilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_platforms_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_keywords" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_hero_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_capabilities_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_capabilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_platforms_technologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_version_platforms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "case_studies_keywords" CASCADE;
  DROP TABLE "case_studies_services" CASCADE;
  DROP TABLE "case_studies_overview" CASCADE;
  DROP TABLE "case_studies_challenges" CASCADE;
  DROP TABLE "case_studies_phases" CASCADE;
  DROP TABLE "case_studies_built_items" CASCADE;
  DROP TABLE "case_studies_tech_stack_items" CASCADE;
  DROP TABLE "case_studies_tech_stack" CASCADE;
  DROP TABLE "case_studies_impact" CASCADE;
  DROP TABLE "case_studies_closing" CASCADE;
  DROP TABLE "case_studies_next" CASCADE;
  DROP TABLE "case_studies_bilingual_sample_items" CASCADE;
  DROP TABLE "case_studies" CASCADE;
  DROP TABLE "case_studies_locales" CASCADE;
  DROP TABLE "_case_studies_v_version_keywords" CASCADE;
  DROP TABLE "_case_studies_v_version_services" CASCADE;
  DROP TABLE "_case_studies_v_version_overview" CASCADE;
  DROP TABLE "_case_studies_v_version_challenges" CASCADE;
  DROP TABLE "_case_studies_v_version_phases" CASCADE;
  DROP TABLE "_case_studies_v_version_built_items" CASCADE;
  DROP TABLE "_case_studies_v_version_tech_stack_items" CASCADE;
  DROP TABLE "_case_studies_v_version_tech_stack" CASCADE;
  DROP TABLE "_case_studies_v_version_impact" CASCADE;
  DROP TABLE "_case_studies_v_version_closing" CASCADE;
  DROP TABLE "_case_studies_v_version_next" CASCADE;
  DROP TABLE "_case_studies_v_version_bilingual_sample_items" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_locales" CASCADE;
  DROP TABLE "service_pages_keywords" CASCADE;
  DROP TABLE "service_pages_technologies" CASCADE;
  DROP TABLE "service_pages_hero_features" CASCADE;
  DROP TABLE "service_pages_tiles" CASCADE;
  DROP TABLE "service_pages_capabilities_points" CASCADE;
  DROP TABLE "service_pages_capabilities" CASCADE;
  DROP TABLE "service_pages_benefits" CASCADE;
  DROP TABLE "service_pages_features" CASCADE;
  DROP TABLE "service_pages_platforms_technologies" CASCADE;
  DROP TABLE "service_pages_platforms" CASCADE;
  DROP TABLE "service_pages" CASCADE;
  DROP TABLE "service_pages_locales" CASCADE;
  DROP TABLE "_service_pages_v_version_keywords" CASCADE;
  DROP TABLE "_service_pages_v_version_technologies" CASCADE;
  DROP TABLE "_service_pages_v_version_hero_features" CASCADE;
  DROP TABLE "_service_pages_v_version_tiles" CASCADE;
  DROP TABLE "_service_pages_v_version_capabilities_points" CASCADE;
  DROP TABLE "_service_pages_v_version_capabilities" CASCADE;
  DROP TABLE "_service_pages_v_version_benefits" CASCADE;
  DROP TABLE "_service_pages_v_version_features" CASCADE;
  DROP TABLE "_service_pages_v_version_platforms_technologies" CASCADE;
  DROP TABLE "_service_pages_v_version_platforms" CASCADE;
  DROP TABLE "_service_pages_v" CASCADE;
  DROP TABLE "_service_pages_v_locales" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_locales" CASCADE;
  DROP TABLE "company_figures" CASCADE;
  DROP TABLE "company_countries" CASCADE;
  DROP TABLE "company_locales" CASCADE;
  DROP TABLE "_company_v_version_figures" CASCADE;
  DROP TABLE "_company_v_version_countries" CASCADE;
  DROP TABLE "_company_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_case_studies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_fk";
  
  DROP INDEX "payload_locked_documents_rels_case_studies_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "case_studies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_id";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum__case_studies_v_published_locale";
  DROP TYPE "public"."enum_service_pages_platforms_kind";
  DROP TYPE "public"."enum_service_pages_template";
  DROP TYPE "public"."enum_service_pages_status";
  DROP TYPE "public"."enum__service_pages_v_version_platforms_kind";
  DROP TYPE "public"."enum__service_pages_v_version_template";
  DROP TYPE "public"."enum__service_pages_v_version_status";
  DROP TYPE "public"."enum__service_pages_v_published_locale";
  DROP TYPE "public"."enum_testimonials_avatar_color";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_avatar_color";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_faq_status";
  DROP TYPE "public"."enum__faq_v_version_status";
  DROP TYPE "public"."enum__faq_v_published_locale";`)
}
