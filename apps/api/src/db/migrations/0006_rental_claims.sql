CREATE TABLE "rental_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"needs_admin" boolean DEFAULT false NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"dispute_reason" text,
	"approved_fils" bigint,
	"charged_fils" bigint DEFAULT 0 NOT NULL,
	"owed_fils" bigint DEFAULT 0 NOT NULL,
	"decision_reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rental_claims_amount_positive" CHECK ("rental_claims"."amount_fils" > 0),
	CONSTRAINT "rental_claims_status_valid" CHECK ("rental_claims"."status" in ('open', 'disputed', 'review', 'paid', 'upheld', 'rejected')),
	CONSTRAINT "rental_claims_money_valid" CHECK ("rental_claims"."charged_fils" >= 0 and "rental_claims"."owed_fils" >= 0 and ("rental_claims"."approved_fils" is null or ("rental_claims"."approved_fils" >= 0 and "rental_claims"."approved_fils" <= "rental_claims"."amount_fils" and "rental_claims"."charged_fils" + "rental_claims"."owed_fils" = "rental_claims"."approved_fils")))
);
--> statement-breakpoint
ALTER TABLE "rental_cars" ADD COLUMN "value_fils" bigint;--> statement-breakpoint
ALTER TABLE "rental_claims" ADD CONSTRAINT "rental_claims_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_claims" ADD CONSTRAINT "rental_claims_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_claims" ADD CONSTRAINT "rental_claims_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_claims" ADD CONSTRAINT "rental_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_claims_booking_idx" ON "rental_claims" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_claims_status_idx" ON "rental_claims" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_value_positive" CHECK ("rental_cars"."value_fils" is null or "rental_cars"."value_fils" > 0);