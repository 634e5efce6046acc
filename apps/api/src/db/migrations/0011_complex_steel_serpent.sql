CREATE TABLE "auction_bid_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"receipt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bid_requests_amount" CHECK ("auction_bid_requests"."amount_fils" > 0 and "auction_bid_requests"."amount_fils" <= 10000000000000),
	CONSTRAINT "auction_bid_requests_kind_valid" CHECK ("auction_bid_requests"."kind" in ('bid', 'max')),
	CONSTRAINT "auction_bid_requests_text_len" CHECK (char_length("auction_bid_requests"."idempotency_key") <= 200 and char_length("auction_bid_requests"."request_hash") <= 128)
);
--> statement-breakpoint
CREATE TABLE "auction_bidder_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bidder_suspensions_reason_len" CHECK (char_length("auction_bidder_suspensions"."reason") <= 300)
);
--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"automatic" boolean NOT NULL,
	"request_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"ms_left" integer NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "auction_bids_amount" CHECK ("auction_bids"."amount_fils" > 0 and "auction_bids"."amount_fils" <= 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "auction_lot_bidders" (
	"lot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"alias" integer NOT NULL,
	CONSTRAINT "auction_lot_bidders_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id"),
	CONSTRAINT "auction_lot_bidders_alias_positive" CHECK ("auction_lot_bidders"."alias" >= 1)
);
--> statement-breakpoint
CREATE TABLE "auction_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"position" integer,
	"listing_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brand_id" text NOT NULL,
	"city_id" text NOT NULL,
	"status" text NOT NULL,
	"start_price_fils" bigint NOT NULL,
	"reserve_fils" bigint,
	"note" text,
	"reject_reason" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"price_fils" bigint,
	"leader_id" uuid,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"result" text,
	"hammer_fils" bigint,
	"winner_id" uuid,
	"closed_at" timestamp with time zone,
	"approval_deadline" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"release_key" text NOT NULL,
	"release_hash" text NOT NULL,
	"decision_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_lots_status_valid" CHECK ("auction_lots"."status" in ('pending_review', 'rejected', 'approved', 'scheduled', 'open', 'closed')),
	CONSTRAINT "auction_lots_result_valid" CHECK ("auction_lots"."result" is null or "auction_lots"."result" in ('sold', 'on_approval', 'unsold')),
	CONSTRAINT "auction_lots_start_price" CHECK ("auction_lots"."start_price_fils" > 0 and "auction_lots"."start_price_fils" <= 10000000000000),
	CONSTRAINT "auction_lots_reserve" CHECK ("auction_lots"."reserve_fils" is null or ("auction_lots"."reserve_fils" >= 0 and "auction_lots"."reserve_fils" <= 10000000000000)),
	CONSTRAINT "auction_lots_price" CHECK ("auction_lots"."price_fils" is null or ("auction_lots"."price_fils" >= 0 and "auction_lots"."price_fils" <= 10000000000000)),
	CONSTRAINT "auction_lots_hammer" CHECK ("auction_lots"."hammer_fils" is null or ("auction_lots"."hammer_fils" >= 0 and "auction_lots"."hammer_fils" <= 10000000000000)),
	CONSTRAINT "auction_lots_counts" CHECK ("auction_lots"."bid_count" >= 0 and "auction_lots"."seq" >= 0 and "auction_lots"."extensions" >= 0),
	CONSTRAINT "auction_lots_position" CHECK ("auction_lots"."position" is null or "auction_lots"."position" between 0 and 1000),
	CONSTRAINT "auction_lots_text_len" CHECK (char_length("auction_lots"."title") <= 200 and char_length("auction_lots"."brand_id") <= 64 and char_length("auction_lots"."city_id") <= 64
        and ("auction_lots"."note" is null or char_length("auction_lots"."note") <= 500)
        and ("auction_lots"."reject_reason" is null or char_length("auction_lots"."reject_reason") <= 300)
        and char_length("auction_lots"."release_key") <= 200 and char_length("auction_lots"."release_hash") <= 128
        and ("auction_lots"."decision_key" is null or char_length("auction_lots"."decision_key") <= 200)),
	CONSTRAINT "auction_lots_ends_after_start" CHECK ("auction_lots"."ends_at" is null or "auction_lots"."starts_at" is null or "auction_lots"."ends_at" > "auction_lots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "auction_maxima" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"max_fils" bigint NOT NULL,
	"seq" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_maxima_amount" CHECK ("auction_maxima"."max_fils" > 0 and "auction_maxima"."max_fils" <= 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "auction_participation_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participation_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"limit_fils" bigint NOT NULL,
	"status" text NOT NULL,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_participation_deposits_amount" CHECK ("auction_participation_deposits"."amount_fils" > 0 and "auction_participation_deposits"."amount_fils" <= 10000000000000),
	CONSTRAINT "auction_participation_deposits_limit" CHECK ("auction_participation_deposits"."limit_fils" >= 0 and "auction_participation_deposits"."limit_fils" <= 10000000000000),
	CONSTRAINT "auction_participation_deposits_status_valid" CHECK ("auction_participation_deposits"."status" in ('pending_payment', 'held', 'released', 'applied', 'canceled')),
	CONSTRAINT "auction_participation_deposits_text_len" CHECK (char_length("auction_participation_deposits"."idempotency_key") <= 200 and char_length("auction_participation_deposits"."request_hash") <= 128
        and ("auction_participation_deposits"."checkout_url" is null or char_length("auction_participation_deposits"."checkout_url") <= 2000))
);
--> statement-breakpoint
CREATE TABLE "auction_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"limit_fils" bigint NOT NULL,
	"status" text NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_participations_limit" CHECK ("auction_participations"."limit_fils" >= 0 and "auction_participations"."limit_fils" <= 10000000000000),
	CONSTRAINT "auction_participations_status_valid" CHECK ("auction_participations"."status" in ('pending_payment', 'active', 'released', 'applied', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "auction_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"city_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"lot_minutes" integer NOT NULL,
	"gap_minutes" integer NOT NULL,
	"host_id" uuid,
	"stream_url" text,
	"deposit_rate_bps" integer NOT NULL,
	"deposit_floor_fils" bigint NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_sessions_title_len" CHECK (char_length("auction_sessions"."title") between 1 and 120),
	CONSTRAINT "auction_sessions_city_len" CHECK ("auction_sessions"."city_id" is null or char_length("auction_sessions"."city_id") <= 64),
	CONSTRAINT "auction_sessions_stream_len" CHECK ("auction_sessions"."stream_url" is null or char_length("auction_sessions"."stream_url") <= 500),
	CONSTRAINT "auction_sessions_kind_valid" CHECK ("auction_sessions"."kind" in ('timed', 'live')),
	CONSTRAINT "auction_sessions_status_valid" CHECK ("auction_sessions"."status" in ('draft', 'scheduled', 'live', 'ended', 'canceled')),
	CONSTRAINT "auction_sessions_minutes" CHECK ("auction_sessions"."lot_minutes" between 1 and 10080 and "auction_sessions"."gap_minutes" between 0 and 1440),
	CONSTRAINT "auction_sessions_rate" CHECK ("auction_sessions"."deposit_rate_bps" between 0 and 10000),
	CONSTRAINT "auction_sessions_floor" CHECK ("auction_sessions"."deposit_floor_fils" >= 0 and "auction_sessions"."deposit_floor_fils" <= 10000000000000)
);
--> statement-breakpoint
CREATE TABLE "auction_watches" (
	"lot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_watches_lot_id_user_id_pk" PRIMARY KEY("lot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "auction_bid_requests" ADD CONSTRAINT "auction_bid_requests_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bid_requests" ADD CONSTRAINT "auction_bid_requests_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bidder_suspensions" ADD CONSTRAINT "auction_bidder_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_request_id_auction_bid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auction_bid_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lot_bidders" ADD CONSTRAINT "auction_lot_bidders_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lot_bidders" ADD CONSTRAINT "auction_lot_bidders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_session_id_auction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auction_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_lots" ADD CONSTRAINT "auction_lots_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_maxima" ADD CONSTRAINT "auction_maxima_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participation_deposits" ADD CONSTRAINT "auction_participation_deposits_participation_id_auction_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."auction_participations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participations" ADD CONSTRAINT "auction_participations_session_id_auction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auction_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participations" ADD CONSTRAINT "auction_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sessions" ADD CONSTRAINT "auction_sessions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_sessions" ADD CONSTRAINT "auction_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watches" ADD CONSTRAINT "auction_watches_lot_id_auction_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."auction_lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_watches" ADD CONSTRAINT "auction_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auction_bid_requests_bidder_key" ON "auction_bid_requests" USING btree ("bidder_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "auction_bids_lot_idx" ON "auction_bids" USING btree ("lot_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_bids_request_idx" ON "auction_bids" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lot_bidders_alias" ON "auction_lot_bidders" USING btree ("lot_id","alias");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lots_seller_release_key" ON "auction_lots" USING btree ("seller_id","release_key");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_lots_listing_active" ON "auction_lots" USING btree ("listing_id") WHERE "auction_lots"."status" not in ('closed', 'rejected');--> statement-breakpoint
CREATE INDEX "auction_lots_due_idx" ON "auction_lots" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "auction_lots_starts_idx" ON "auction_lots" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "auction_lots_session_idx" ON "auction_lots" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "auction_lots_seller_idx" ON "auction_lots" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_lots_created_idx" ON "auction_lots" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_lots_approval_idx" ON "auction_lots" USING btree ("result","approval_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_maxima_lot_bidder" ON "auction_maxima" USING btree ("lot_id","bidder_id");--> statement-breakpoint
CREATE INDEX "auction_maxima_bidder_idx" ON "auction_maxima" USING btree ("bidder_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auction_participation_deposits_key" ON "auction_participation_deposits" USING btree ("participation_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_participation_deposits_deposit" ON "auction_participation_deposits" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_participations_session_user" ON "auction_participations" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "auction_participations_user_idx" ON "auction_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auction_sessions_status_starts_idx" ON "auction_sessions" USING btree ("status","starts_at","id");--> statement-breakpoint
CREATE INDEX "auction_sessions_created_idx" ON "auction_sessions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_watches_user_idx" ON "auction_watches" USING btree ("user_id","created_at" DESC NULLS LAST,"lot_id" DESC NULLS LAST);