CREATE TABLE "idempotency_claims" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"token" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_claims_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
