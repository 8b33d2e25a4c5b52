ALTER TABLE "categories" ADD COLUMN "age_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo catalogue's alcohol (category 80 and, through it, its children): databases seeded before this column.
UPDATE "categories" SET "age_restricted" = true WHERE "id" = 80 AND "name_en" = 'Alcohol';
