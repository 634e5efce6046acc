CREATE TABLE "deal_deposits" (
	"deposit_id" uuid PRIMARY KEY NOT NULL,
	"deal_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_signatures" (
	"deal_id" uuid NOT NULL,
	"role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"text_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deal_signatures_deal_id_role_pk" PRIMARY KEY("deal_id","role")
);
--> statement-breakpoint
CREATE TABLE "deal_strikes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"deal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"session_id" uuid,
	"listing_id" uuid NOT NULL,
	"title" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"hammer_fils" bigint NOT NULL,
	"buyer_premium_fils" bigint NOT NULL,
	"admin_fee_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"total_fils" bigint NOT NULL,
	"deposit_fils" bigint DEFAULT 0 NOT NULL,
	"seller_fee_fils" bigint NOT NULL,
	"late_fee_per_day_fils" bigint NOT NULL,
	"storage_per_day_fils" bigint NOT NULL,
	"collection_days" integer NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"default_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_fils" bigint,
	"late_fee_fils" bigint,
	"pay_key" text,
	"escrow_hold_id" text,
	"payment_id" text,
	"checkout_url" text,
	"collected_at" timestamp with time zone,
	"storage_fils" bigint,
	"payout_at" timestamp with time zone,
	"payout_fils" bigint,
	"defaulted_at" timestamp with time zone,
	"forfeited_fils" bigint,
	"relisted_at" timestamp with time zone,
	"logistics_mode" text,
	"logistics_address" text,
	"scheduled_for" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"out_for_delivery_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"contract_facts" jsonb,
	"contract_frozen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_status_valid" CHECK ("deals"."status" in ('awaiting_payment', 'paid', 'completed', 'defaulted')),
	CONSTRAINT "deals_amounts_ok" CHECK ("deals"."hammer_fils" >= 0 and "deals"."total_fils" >= "deals"."hammer_fils" and "deals"."deposit_fils" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deal_deposits" ADD CONSTRAINT "deal_deposits_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_signatures" ADD CONSTRAINT "deal_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_strikes" ADD CONSTRAINT "deal_strikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_strikes" ADD CONSTRAINT "deal_strikes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_deposits_deal_idx" ON "deal_deposits" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_strikes_deal_unique" ON "deal_strikes" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "deal_strikes_user_idx" ON "deal_strikes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_lot_unique" ON "deals" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "deals_buyer_idx" ON "deals" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_default_due_idx" ON "deals" USING btree ("default_at") WHERE "deals"."status" = 'awaiting_payment';