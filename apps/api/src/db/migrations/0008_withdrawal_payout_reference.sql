ALTER TABLE "withdrawals" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_reference_length" CHECK (char_length("withdrawals"."bank_reference") <= 64);