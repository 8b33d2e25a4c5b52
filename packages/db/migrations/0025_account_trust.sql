ALTER TABLE "invitations" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_registrations" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "push_registrations" ADD CONSTRAINT "push_registrations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Pending invitations of inviters already deactivated or removed are withdrawn, as a deactivation now does.
UPDATE "invitations" SET "withdrawn_at" = now()
  WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL
    AND "invited_by" IN (SELECT "id" FROM "users" WHERE "status" <> 'ACTIVE');
