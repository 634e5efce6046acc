CREATE TABLE "catalog_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"letter" text NOT NULL,
	"logo_url" text,
	"country" text,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_models" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"engine_cc" integer,
	"emission_standard" text NOT NULL,
	"seats" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_series" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"body_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"level" text NOT NULL,
	"emirate_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lng" double precision
);
--> statement-breakpoint
CREATE TABLE "rental_booking_drivers" (
	"booking_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"name" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expiry_date" date NOT NULL,
	"mobile" text NOT NULL,
	CONSTRAINT "rental_booking_drivers_booking_id_driver_id_pk" PRIMARY KEY("booking_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"car_id" uuid NOT NULL,
	"renter_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"pickup_branch_id" uuid NOT NULL,
	"return_branch_id" uuid NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"return_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"extras" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"quote" jsonb NOT NULL,
	"total_fils" bigint NOT NULL,
	"deposit_fils" bigint NOT NULL,
	"short_notice" boolean DEFAULT false NOT NULL,
	"charge_tx_id" uuid,
	"deposit_hold_id" uuid,
	"payment_id" uuid,
	"checkout_url" text,
	"payment_due_at" timestamp with time zone,
	"handover" jsonb,
	"return_report" jsonb,
	"charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"late_minutes" integer,
	"deposit_captured_fils" bigint DEFAULT 0 NOT NULL,
	"deposit_released_fils" bigint DEFAULT 0 NOT NULL,
	"deposit_release_at" timestamp with time zone,
	"refund_fils" bigint DEFAULT 0 NOT NULL,
	"cancellation_fee_fils" bigint DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "rental_bookings_range_valid" CHECK ("rental_bookings"."return_at" > "rental_bookings"."pickup_at"),
	CONSTRAINT "rental_bookings_status_valid" CHECK ("rental_bookings"."status" in ('pending_payment', 'awaiting_confirmation', 'awaiting_pickup', 'renting', 'completed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "rental_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city_id" text NOT NULL,
	"emirate_id" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_car_branches" (
	"car_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "rental_car_branches_car_id_branch_id_role_pk" PRIMARY KEY("car_id","branch_id","role")
);
--> statement-breakpoint
CREATE TABLE "rental_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"series_id" text NOT NULL,
	"model_id" text,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"registration_date" date NOT NULL,
	"car_type" text NOT NULL,
	"seats" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"daily_price_fils" bigint NOT NULL,
	"weekly_price_fils" bigint NOT NULL,
	"monthly_price_fils" bigint NOT NULL,
	"deposit_fils" bigint NOT NULL,
	"mileage_km_per_day" integer NOT NULL,
	"excess_km_fils" bigint NOT NULL,
	"features" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_upload_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"city_id" text NOT NULL,
	"emirate_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_cars_prices_positive" CHECK ("rental_cars"."daily_price_fils" > 0 and "rental_cars"."weekly_price_fils" > 0 and "rental_cars"."monthly_price_fils" > 0),
	CONSTRAINT "rental_cars_deposit_nonnegative" CHECK ("rental_cars"."deposit_fils" >= 0),
	CONSTRAINT "rental_cars_status_valid" CHECK ("rental_cars"."status" in ('active', 'paused', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "rental_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"birth_date" date NOT NULL,
	"licence_number" text NOT NULL,
	"licence_type" text NOT NULL,
	"licence_first_issue_date" date NOT NULL,
	"licence_expiry_date" date NOT NULL,
	"licence_address" text DEFAULT '' NOT NULL,
	"licence_front_upload_id" uuid NOT NULL,
	"licence_back_upload_id" uuid NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_upload_id" uuid,
	"cover_upload_id" uuid,
	"city_id" text NOT NULL,
	"emirate_id" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trade_licence_no" text NOT NULL,
	"trade_licence_upload_id" uuid,
	"phone" text NOT NULL,
	"whatsapp" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"verified_at" timestamp with time zone,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_status_valid" CHECK ("shops"."status" in ('pending', 'verified', 'rejected', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_series" ADD CONSTRAINT "catalog_series_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_booking_drivers" ADD CONSTRAINT "rental_booking_drivers_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_booking_drivers" ADD CONSTRAINT "rental_booking_drivers_driver_id_rental_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."rental_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_car_id_rental_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."rental_cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_pickup_branch_id_rental_branches_id_fk" FOREIGN KEY ("pickup_branch_id") REFERENCES "public"."rental_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_return_branch_id_rental_branches_id_fk" FOREIGN KEY ("return_branch_id") REFERENCES "public"."rental_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_branches" ADD CONSTRAINT "rental_branches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_branches" ADD CONSTRAINT "rental_branches_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_car_branches" ADD CONSTRAINT "rental_car_branches_car_id_rental_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."rental_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_car_branches" ADD CONSTRAINT "rental_car_branches_branch_id_rental_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."rental_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_drivers" ADD CONSTRAINT "rental_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_brands_letter_idx" ON "catalog_brands" USING btree ("letter","name");--> statement-breakpoint
CREATE INDEX "catalog_models_series_idx" ON "catalog_models" USING btree ("series_id","year_from");--> statement-breakpoint
CREATE INDEX "catalog_series_brand_idx" ON "catalog_series" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "regions_emirate_idx" ON "regions" USING btree ("emirate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_bookings_order_no_key" ON "rental_bookings" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_bookings_renter_idempotency_key" ON "rental_bookings" USING btree ("renter_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "rental_bookings_renter_idx" ON "rental_bookings" USING btree ("renter_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_bookings_merchant_idx" ON "rental_bookings" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_bookings_car_range_idx" ON "rental_bookings" USING btree ("car_id","pickup_at","return_at");--> statement-breakpoint
CREATE INDEX "rental_branches_owner_idx" ON "rental_branches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rental_car_branches_branch_idx" ON "rental_car_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "rental_cars_owner_idx" ON "rental_cars" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_cars_search_idx" ON "rental_cars" USING btree ("status","emirate_id","city_id","car_type");--> statement-breakpoint
CREATE INDEX "rental_drivers_user_idx" ON "rental_drivers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shops_owner_key" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_status_idx" ON "shops" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- Two bookings of one car that hold it can never overlap, however requests race.
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap" EXCLUDE USING gist ("car_id" WITH =, tstzrange("pickup_at", "return_at", '[)') WITH &&) WHERE ("status" in ('pending_payment', 'awaiting_confirmation', 'awaiting_pickup', 'renting'));
