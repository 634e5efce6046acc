CREATE TABLE "card_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"purpose" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"captured_fils" bigint DEFAULT 0 NOT NULL,
	"released_fils" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"renews_id" uuid,
	"expires_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "card_authorisations_amount_positive" CHECK ("card_authorisations"."amount_fils" > 0),
	CONSTRAINT "card_authorisations_money_valid" CHECK ("card_authorisations"."captured_fils" >= 0 and "card_authorisations"."released_fils" >= 0 and "card_authorisations"."captured_fils" + "card_authorisations"."released_fils" <= "card_authorisations"."amount_fils"),
	CONSTRAINT "card_authorisations_status_valid" CHECK ("card_authorisations"."status" in ('authorised', 'capture_pending', 'void_pending', 'captured', 'voided', 'expired', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_fils" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"hold_id" uuid,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_fils" > 0),
	CONSTRAINT "payment_refunds_status_valid" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"captured_fils" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorise_fils" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "authorisation_fils" bigint;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "payment_method" text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "deposit_authorisation_id" uuid;--> statement-breakpoint
ALTER TABLE "card_authorisations" ADD CONSTRAINT "card_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_authorisations" ADD CONSTRAINT "card_authorisations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_authorisations_key" ON "card_authorisations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "card_authorisations_user_idx" ON "card_authorisations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_authorisations_ref_idx" ON "card_authorisations" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "card_authorisations_open_idx" ON "card_authorisations" USING btree ("expires_at") WHERE "card_authorisations"."status" in ('authorised', 'capture_pending', 'void_pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_ref_idx" ON "payment_refunds" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_operations_key" ON "sandbox_operations" USING btree ("idempotency_key");