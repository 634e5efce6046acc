CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"amount_fils" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"hold_id" uuid,
	"payment_id" uuid,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"resolve_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_fils" > 0),
	CONSTRAINT "deposits_status_valid" CHECK ("deposits"."status" in ('pending_payment', 'held', 'released', 'applied', 'canceled')),
	CONSTRAINT "deposits_held_has_hold" CHECK ("deposits"."status" not in ('held', 'released', 'applied') or "deposits"."hold_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"amount_fils" bigint,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"ref_type" text NOT NULL,
	"ref_id" text NOT NULL,
	"amount_fils" bigint NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"method" text DEFAULT 'card' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_route" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_fils" > 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_purpose_valid" CHECK ("payments"."purpose" in ('recharge', 'deposit', 'vip', 'order'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"language" text,
	"status" text DEFAULT 'open' NOT NULL,
	"event_body" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"price_fils" bigint NOT NULL,
	"vat_fils" bigint NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"payment_id" uuid,
	"checkout_url" text,
	"transaction_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_memberships_status_valid" CHECK ("vip_memberships"."status" in ('pending_payment', 'paid', 'canceled')),
	CONSTRAINT "vip_memberships_paid_has_dates" CHECK ("vip_memberships"."status" <> 'paid' or ("vip_memberships"."starts_at" is not null and "vip_memberships"."expires_at" > "vip_memberships"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "vip_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_key" text NOT NULL,
	"price_fils" bigint NOT NULL,
	"validity_days" integer NOT NULL,
	"deposit_discount_pct" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_plans_price_positive" CHECK ("vip_plans"."price_fils" > 0),
	CONSTRAINT "vip_plans_validity_positive" CHECK ("vip_plans"."validity_days" > 0),
	CONSTRAINT "vip_plans_discount_range" CHECK ("vip_plans"."deposit_discount_pct" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"purpose" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"status" text DEFAULT 'held' NOT NULL,
	"release_at" timestamp with time zone,
	"created_transaction_id" uuid NOT NULL,
	"resolved_transaction_id" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holds_amount_positive" CHECK ("holds"."amount_fils" > 0),
	CONSTRAINT "holds_status_valid" CHECK ("holds"."status" in ('held', 'released', 'captured')),
	CONSTRAINT "holds_resolution_consistent" CHECK (("holds"."status" = 'held') = ("holds"."resolved_transaction_id" is null and "holds"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"kind" text NOT NULL,
	"balance_fils" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_balance_non_negative" CHECK ("ledger_accounts"."owner_user_id" is null or "ledger_accounts"."balance_fils" >= 0),
	CONSTRAINT "ledger_accounts_kind_valid" CHECK (("ledger_accounts"."owner_user_id" is not null and "ledger_accounts"."kind" in ('available', 'held')) or ("ledger_accounts"."owner_user_id" is null and "ledger_accounts"."kind" in ('gateway_clearing', 'revenue', 'fees', 'vat_payable', 'escrow', 'payout_clearing')))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount_fils" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" uuid,
	"ref_type" text,
	"ref_id" text,
	"description_key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hold_id" uuid,
	"reverses_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"amount_fils" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"hold_id" uuid NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_fils" > 0),
	CONSTRAINT "withdrawals_status_valid" CHECK ("withdrawals"."status" in ('requested', 'approved', 'rejected', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_plan_id_vip_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."vip_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_created_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("created_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_resolved_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("resolved_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_idempotency_key" ON "deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_user_created_idx" ON "deposits" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposits_ref_idx" ON "deposits" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_payment_key" ON "deposits" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_type_received_idx" ON "payment_events" USING btree ("type","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_key" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_sessions_payment_idx" ON "sandbox_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_memberships_user_idempotency_key" ON "vip_memberships" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_memberships_payment_key" ON "vip_memberships" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "vip_memberships_user_expires_idx" ON "vip_memberships" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_plans_code_key" ON "vip_plans" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_iban_live_key" ON "bank_accounts" USING btree ("user_id","iban") WHERE "bank_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "holds_user_status_idx" ON "holds" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "holds_ref_idx" ON "holds" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_kind_key" ON "ledger_accounts" USING btree ("owner_user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind_key" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."owner_user_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reverses_idx" ON "ledger_transactions" USING btree ("reverses_transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_ref_idx" ON "ledger_transactions" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_hold_key" ON "withdrawals" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_requested_idx" ON "withdrawals" USING btree ("user_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_requested_idx" ON "withdrawals" USING btree ("status","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);