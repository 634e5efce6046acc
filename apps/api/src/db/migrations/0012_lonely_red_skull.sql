CREATE TABLE "live_follows" (
	"follower_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_follows_follower_id_host_id_pk" PRIMARY KEY("follower_id","host_id"),
	CONSTRAINT "live_follows_not_self" CHECK ("live_follows"."follower_id" <> "live_follows"."host_id")
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" smallint NOT NULL,
	"user_type" smallint,
	"sender_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"text" text,
	"lot_id" uuid,
	"lot_title" text,
	"start_price_fils" bigint,
	"seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	CONSTRAINT "live_messages_type_valid" CHECK ("live_messages"."type" between 1 and 9),
	CONSTRAINT "live_messages_text_len" CHECK ("live_messages"."text" is null or char_length("live_messages"."text") <= 200),
	CONSTRAINT "live_messages_client_len" CHECK (char_length("live_messages"."client_id") between 8 and 64),
	CONSTRAINT "live_messages_lot_title_len" CHECK ("live_messages"."lot_title" is null or char_length("live_messages"."lot_title") <= 300),
	CONSTRAINT "live_messages_seconds_range" CHECK ("live_messages"."seconds" is null or "live_messages"."seconds" between 1 and 600),
	CONSTRAINT "live_messages_price_range" CHECK ("live_messages"."start_price_fils" is null or ("live_messages"."start_price_fils" >= 0 and "live_messages"."start_price_fils" <= 9007199254740991))
);
--> statement-breakpoint
CREATE TABLE "live_rooms" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"host_id" uuid,
	"current_lot_id" uuid,
	"seq" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_rooms_status_valid" CHECK ("live_rooms"."status" in ('idle', 'live', 'ended')),
	CONSTRAINT "live_rooms_seq_positive" CHECK ("live_rooms"."seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_follows" ADD CONSTRAINT "live_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_follows" ADD CONSTRAINT "live_follows_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_session_id_live_rooms_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_rooms"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_session_id_auction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auction_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_follows_host_idx" ON "live_follows" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_messages_seq_key" ON "live_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "live_messages_client_key" ON "live_messages" USING btree ("session_id","sender_id","client_id");--> statement-breakpoint
CREATE INDEX "live_messages_sender_idx" ON "live_messages" USING btree ("session_id","sender_id","type","created_at");--> statement-breakpoint
CREATE INDEX "live_rooms_host_idx" ON "live_rooms" USING btree ("host_id","status");