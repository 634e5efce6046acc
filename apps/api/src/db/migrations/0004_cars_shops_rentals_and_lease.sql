CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"titles" jsonb NOT NULL,
	"subtitles" jsonb,
	"image_url" text NOT NULL,
	"link_path" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone
);
--> statement-breakpoint
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
CREATE TABLE "lease_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offer_id" uuid,
	"brand_id" text NOT NULL,
	"series_id" text NOT NULL,
	"model_id" text,
	"monthly_fils" bigint NOT NULL,
	"months" integer NOT NULL,
	"down_payment_pct" integer NOT NULL,
	"lease_to_own" boolean DEFAULT false NOT NULL,
	"quote" jsonb,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"whatsapp" text,
	"note" text DEFAULT '' NOT NULL,
	"city_id" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_demands_status_valid" CHECK ("lease_demands"."status" in ('new', 'contacted', 'offered', 'closed')),
	CONSTRAINT "lease_demands_kind_valid" CHECK ("lease_demands"."kind" in ('demand', 'offer')),
	CONSTRAINT "lease_demands_offer_kind" CHECK (("lease_demands"."kind" = 'offer') = ("lease_demands"."offer_id" is not null)),
	CONSTRAINT "lease_demands_months_range" CHECK ("lease_demands"."months" between 1 and 36),
	CONSTRAINT "lease_demands_down_payment_range" CHECK ("lease_demands"."down_payment_pct" between 10 and 90),
	CONSTRAINT "lease_demands_monthly_nonnegative" CHECK ("lease_demands"."monthly_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lease_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"brand_id" text NOT NULL,
	"series_id" text NOT NULL,
	"model_id" text,
	"year" integer NOT NULL,
	"price_fils" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"from_monthly_fils" bigint NOT NULL,
	"min_down_payment_pct" integer NOT NULL,
	"mileage_km_per_month" integer NOT NULL,
	"annual_rate_bp" integer NOT NULL,
	"lease_to_own" boolean DEFAULT false NOT NULL,
	"balloon_pct" integer DEFAULT 0 NOT NULL,
	"features" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_upload_ids" uuid[] DEFAULT ARRAY[]::uuid[] NOT NULL,
	"city_id" text NOT NULL,
	"emirate_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_offers_status_valid" CHECK ("lease_offers"."status" in ('active', 'inactive')),
	CONSTRAINT "lease_offers_price_positive" CHECK ("lease_offers"."price_fils" > 0 and "lease_offers"."from_monthly_fils" > 0),
	CONSTRAINT "lease_offers_down_payment_range" CHECK ("lease_offers"."min_down_payment_pct" between 10 and 90),
	CONSTRAINT "lease_offers_balloon_range" CHECK ("lease_offers"."balloon_pct" between 0 and 60),
	CONSTRAINT "lease_offers_rate_nonnegative" CHECK ("lease_offers"."annual_rate_bp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_favourites" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_favourites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"price_fils" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_views_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"shop_id" uuid,
	"seller_type" text NOT NULL,
	"kind" text NOT NULL,
	"vin" text,
	"brand_id" text NOT NULL,
	"series_id" text NOT NULL,
	"model_id" text,
	"title" text,
	"year" integer NOT NULL,
	"trim" text,
	"body_type" text NOT NULL,
	"colour" text NOT NULL,
	"mileage_km" integer NOT NULL,
	"fuel" text NOT NULL,
	"transmission" text NOT NULL,
	"emission_standard" text NOT NULL,
	"regional_spec" text NOT NULL,
	"condition" text NOT NULL,
	"accident_history" text NOT NULL,
	"registration_date" date,
	"price_fils" bigint NOT NULL,
	"cif_price_fils" bigint,
	"city_id" text NOT NULL,
	"emirate_id" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cover_upload_id" uuid,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"video_upload_id" uuid,
	"inspection" jsonb,
	"status" text NOT NULL,
	"reject_reason" text,
	"refreshed_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"favourites_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "listings"."search_text")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_valid" CHECK ("listings"."status" in ('draft', 'pending_review', 'rejected', 'on_sale', 'reserved', 'sold', 'removed')),
	CONSTRAINT "listings_kind_valid" CHECK ("listings"."kind" in ('used', 'import', 'export', 'abroad')),
	CONSTRAINT "listings_price_positive" CHECK ("listings"."price_fils" > 0),
	CONSTRAINT "listings_cif_positive" CHECK ("listings"."cif_price_fils" is null or "listings"."cif_price_fils" > 0),
	CONSTRAINT "listings_mileage_valid" CHECK ("listings"."mileage_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_car_visits" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_visit_at" timestamp with time zone NOT NULL
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
	"cancel_kind" text,
	"renter_name" text DEFAULT '' NOT NULL,
	"renter_mobile" text DEFAULT '' NOT NULL,
	"renter_email" text DEFAULT '' NOT NULL,
	"escrow_hold_id" uuid,
	"extra_charged_fils" bigint DEFAULT 0 NOT NULL,
	"shortfall_fils" bigint DEFAULT 0 NOT NULL,
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
	"position" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "shop_consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"whatsapp" text,
	"photo_upload_id" uuid,
	"languages" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
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
	"area_id" text,
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
	CONSTRAINT "shops_status_valid" CHECK ("shops"."status" in ('pending', 'verified', 'rejected', 'suspended')),
	CONSTRAINT "shops_followers_nonnegative" CHECK ("shops"."followers_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_valid";--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "thumb_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_models" ADD CONSTRAINT "catalog_models_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_series" ADD CONSTRAINT "catalog_series_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_offer_id_lease_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."lease_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_demands" ADD CONSTRAINT "lease_demands_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_favourites" ADD CONSTRAINT "listing_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_favourites" ADD CONSTRAINT "listing_favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_refreshes" ADD CONSTRAINT "listing_refreshes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_brand_id_catalog_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalog_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_series_id_catalog_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."catalog_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model_id_catalog_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."catalog_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_car_visits" ADD CONSTRAINT "user_car_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "shop_consultants" ADD CONSTRAINT "shop_consultants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_regions_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_area_id_regions_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement","sort");--> statement-breakpoint
CREATE INDEX "catalog_brands_letter_idx" ON "catalog_brands" USING btree ("letter","name");--> statement-breakpoint
CREATE INDEX "catalog_models_series_idx" ON "catalog_models" USING btree ("series_id","year_from");--> statement-breakpoint
CREATE INDEX "catalog_series_brand_idx" ON "catalog_series" USING btree ("brand_id","sort");--> statement-breakpoint
CREATE INDEX "lease_demands_user_idx" ON "lease_demands" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_demands_admin_idx" ON "lease_demands" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_demands_created_idx" ON "lease_demands" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_offers_list_idx" ON "lease_offers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lease_offers_owner_idx" ON "lease_offers" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_favourites_user_idx" ON "listing_favourites" USING btree ("user_id","created_at","listing_id");--> statement-breakpoint
CREATE INDEX "listing_price_history_listing_idx" ON "listing_price_history" USING btree ("listing_id","at");--> statement-breakpoint
CREATE INDEX "listing_refreshes_listing_idx" ON "listing_refreshes" USING btree ("listing_id","at");--> statement-breakpoint
CREATE INDEX "listing_views_user_idx" ON "listing_views" USING btree ("user_id","viewed_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_pub_newest_idx" ON "listings" USING btree ("refreshed_at","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_price_idx" ON "listings" USING btree ("price_fils","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_mileage_idx" ON "listings" USING btree ("mileage_km","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_year_idx" ON "listings" USING btree ("year","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_brand_newest_idx" ON "listings" USING btree ("brand_id","refreshed_at","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_brand_price_idx" ON "listings" USING btree ("brand_id","price_fils","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_series_newest_idx" ON "listings" USING btree ("series_id","refreshed_at","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_pub_series_price_idx" ON "listings" USING btree ("series_id","price_fils","id") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_status_newest_idx" ON "listings" USING btree ("status","refreshed_at","id");--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree ("city_id","refreshed_at") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_emirate_idx" ON "listings" USING btree ("emirate_id","refreshed_at") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_shop_idx" ON "listings" USING btree ("shop_id","status","refreshed_at");--> statement-breakpoint
CREATE INDEX "listings_published_idx" ON "listings" USING btree ("published_at") WHERE status in ('on_sale', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_seller_created_idx" ON "listings" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_admin_idx" ON "listings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "regions_emirate_idx" ON "regions" USING btree ("emirate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_bookings_order_no_key" ON "rental_bookings" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_bookings_renter_idempotency_key" ON "rental_bookings" USING btree ("renter_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "rental_bookings_renter_idx" ON "rental_bookings" USING btree ("renter_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_bookings_merchant_idx" ON "rental_bookings" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_bookings_car_range_idx" ON "rental_bookings" USING btree ("car_id","pickup_at","return_at");--> statement-breakpoint
CREATE INDEX "rental_bookings_payment_due_idx" ON "rental_bookings" USING btree ("payment_due_at") WHERE "rental_bookings"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "rental_bookings_deposit_release_idx" ON "rental_bookings" USING btree ("deposit_release_at") WHERE "rental_bookings"."deposit_released_fils" = 0 and "rental_bookings"."deposit_release_at" is not null;--> statement-breakpoint
CREATE INDEX "rental_bookings_confirmation_due_idx" ON "rental_bookings" USING btree ("pickup_at") WHERE "rental_bookings"."status" = 'awaiting_confirmation';--> statement-breakpoint
CREATE INDEX "rental_branches_owner_idx" ON "rental_branches" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rental_car_branches_branch_idx" ON "rental_car_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "rental_cars_owner_idx" ON "rental_cars" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rental_cars_search_idx" ON "rental_cars" USING btree ("status","emirate_id","city_id","car_type");--> statement-breakpoint
CREATE INDEX "rental_drivers_user_idx" ON "rental_drivers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_consultants_shop_idx" ON "shop_consultants" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_follows_user_idx" ON "shop_follows" USING btree ("user_id","created_at" DESC NULLS LAST,"shop_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shop_follows_shop_idx" ON "shop_follows" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_owner_key" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_status_idx" ON "shops" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_followers_idx" ON "shops" USING btree ("followers_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "shops_emirate_idx" ON "shops" USING btree ("emirate_id");--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_valid" CHECK ("payments"."purpose" in ('recharge', 'deposit', 'vip', 'order', 'rental'));--> statement-breakpoint
-- Two bookings of one car that hold it can never overlap, however requests race.
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap" EXCLUDE USING gist ("car_id" WITH =, tstzrange("pickup_at", "return_at", '[)') WITH &&) WHERE ("status" in ('pending_payment', 'awaiting_confirmation', 'awaiting_pickup', 'renting'));
