CREATE TABLE "geo_districts" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_en" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_en" text NOT NULL,
	"region" "region",
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_provinces_2025" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_en" text NOT NULL,
	"region" "region",
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_wards" (
	"code" text PRIMARY KEY NOT NULL,
	"district_code" text NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_en" text NOT NULL,
	"search_key" text NOT NULL,
	"new_ward_code" text
);
--> statement-breakpoint
CREATE TABLE "geo_wards_2025" (
	"code" text PRIMARY KEY NOT NULL,
	"province_code" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"full_name_en" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_districts" ADD CONSTRAINT "geo_districts_province_code_geo_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."geo_provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_wards" ADD CONSTRAINT "geo_wards_district_code_geo_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."geo_districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geo_wards_2025" ADD CONSTRAINT "geo_wards_2025_province_code_geo_provinces_2025_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."geo_provinces_2025"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geo_districts_province_idx" ON "geo_districts" USING btree ("province_code","code");--> statement-breakpoint
CREATE INDEX "geo_provinces_region_idx" ON "geo_provinces" USING btree ("region");--> statement-breakpoint
CREATE INDEX "geo_provinces_2025_region_idx" ON "geo_provinces_2025" USING btree ("region");--> statement-breakpoint
CREATE INDEX "geo_wards_district_idx" ON "geo_wards" USING btree ("district_code","code");--> statement-breakpoint
CREATE INDEX "geo_wards_province_idx" ON "geo_wards" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "geo_wards_new_ward_idx" ON "geo_wards" USING btree ("new_ward_code");--> statement-breakpoint
CREATE INDEX "geo_wards_2025_province_idx" ON "geo_wards_2025" USING btree ("province_code","code");