CREATE TABLE "auction_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"offered_by" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"offer_key" text NOT NULL,
	"decision_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_offers_amount" CHECK ("auction_offers"."amount_fils" > 0 and "auction_offers"."amount_fils" <= 10000000000000),
	CONSTRAINT "auction_offers_status_valid" CHECK ("auction_offers"."status" in ('open', 'accepted', 'declined', 'expired')),
	CONSTRAINT "auction_offers_decided" CHECK (("auction_offers"."status" = 'open') = ("auction_offers"."decided_at" is null)),
	CONSTRAINT "auction_offers_text_len" CHECK (char_length("auction_offers"."offer_key") <= 200 and ("auction_offers"."decision_key" is null or char_length("auction_offers"."decision_key") <= 200))
);
--> statement-breakpoint
DROP INDEX "deals_lot_unique";--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_offers" ADD CONSTRAINT "auction_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_offers_lot_unique" ON "auction_offers" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "auction_offers_bidder_idx" ON "auction_offers" USING btree ("bidder_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "auction_offers_due_idx" ON "auction_offers" USING btree ("expires_at") WHERE "auction_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "deals_lot_unique" ON "deals" USING btree ("lot_id") WHERE "deals"."status" <> 'defaulted';