CREATE TABLE "chat_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "chat_blocks_not_self" CHECK ("chat_blocks"."blocker_id" <> "chat_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_id" uuid,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_type_valid" CHECK ("chat_conversations"."type" in ('single', 'group')),
	CONSTRAINT "chat_conversations_id_form" CHECK (("chat_conversations"."type" = 'single' and "chat_conversations"."id" ~ '^single_[0-9a-f]{32}$' and "chat_conversations"."group_id" is null) or ("chat_conversations"."type" = 'group' and "chat_conversations"."group_id" is not null and "chat_conversations"."id" = 'group_' || "chat_conversations"."group_id"::text)),
	CONSTRAINT "chat_conversations_seq_range" CHECK ("chat_conversations"."last_seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_friend_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"to_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "chat_friend_requests_not_self" CHECK ("chat_friend_requests"."from_id" <> "chat_friend_requests"."to_id"),
	CONSTRAINT "chat_friend_requests_status_valid" CHECK ("chat_friend_requests"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "chat_friend_requests_message_len" CHECK ("chat_friend_requests"."message" is null or char_length("chat_friend_requests"."message") <= 200)
);
--> statement-breakpoint
CREATE TABLE "chat_friends" (
	"user_id" uuid NOT NULL,
	"friend_id" uuid NOT NULL,
	"remark" text,
	"class_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_friends_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id"),
	CONSTRAINT "chat_friends_not_self" CHECK ("chat_friends"."user_id" <> "chat_friends"."friend_id"),
	CONSTRAINT "chat_friends_remark_len" CHECK ("chat_friends"."remark" is null or char_length("chat_friends"."remark") <= 50),
	CONSTRAINT "chat_friends_class_len" CHECK ("chat_friends"."class_name" is null or char_length("chat_friends"."class_name") <= 30)
);
--> statement-breakpoint
CREATE TABLE "chat_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"introduction" text,
	"notice" text,
	"avatar_upload_id" uuid,
	"owner_id" uuid NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"dissolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_groups_name_len" CHECK (char_length("chat_groups"."name") between 1 and 50),
	CONSTRAINT "chat_groups_intro_len" CHECK ("chat_groups"."introduction" is null or char_length("chat_groups"."introduction") <= 500),
	CONSTRAINT "chat_groups_notice_len" CHECK ("chat_groups"."notice" is null or char_length("chat_groups"."notice") <= 1000),
	CONSTRAINT "chat_groups_member_count" CHECK ("chat_groups"."member_count" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "chat_join_requests_status_valid" CHECK ("chat_join_requests"."status" in ('pending', 'accepted', 'declined')),
	CONSTRAINT "chat_join_requests_message_len" CHECK ("chat_join_requests"."message" is null or char_length("chat_join_requests"."message") <= 200)
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"conversation_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"peer_id" uuid,
	"role" text,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"last_delivered_seq" integer DEFAULT 0 NOT NULL,
	"cleared_seq" integer DEFAULT 0 NOT NULL,
	"preview_seq" integer,
	"preview_type" text,
	"preview_text" text,
	"preview_sender_id" uuid,
	"preview_revoked" boolean DEFAULT false NOT NULL,
	"preview_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"left_at" timestamp with time zone,
	"left_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id"),
	CONSTRAINT "chat_members_role_valid" CHECK ("chat_members"."role" is null or "chat_members"."role" in ('owner', 'admin', 'member')),
	CONSTRAINT "chat_members_left_reason_valid" CHECK ("chat_members"."left_reason" is null or "chat_members"."left_reason" in ('left', 'expelled', 'dissolved', 'unfriended')),
	CONSTRAINT "chat_members_counts" CHECK ("chat_members"."unread_count" >= 0 and "chat_members"."last_read_seq" >= 0 and "chat_members"."last_delivered_seq" >= 0),
	CONSTRAINT "chat_members_preview_len" CHECK ("chat_members"."preview_text" is null or char_length("chat_members"."preview_text") <= 30)
);
--> statement-breakpoint
CREATE TABLE "chat_message_deletions" (
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_deletions_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" integer NOT NULL,
	"sender_id" uuid,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"text" text,
	"long" boolean DEFAULT false NOT NULL,
	"upload_id" uuid,
	"card" jsonb,
	"system" jsonb,
	"reply_to_id" uuid,
	"reply_to_sender_id" uuid,
	"masked" boolean DEFAULT false NOT NULL,
	"warning" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_valid" CHECK ("chat_messages"."type" in ('text', 'image', 'video', 'file', 'card', 'system')),
	CONSTRAINT "chat_messages_seq_positive" CHECK ("chat_messages"."seq" >= 1),
	CONSTRAINT "chat_messages_text_len" CHECK ("chat_messages"."text" is null or char_length("chat_messages"."text") <= 5000),
	CONSTRAINT "chat_messages_client_len" CHECK (char_length("chat_messages"."client_id") between 8 and 80),
	CONSTRAINT "chat_messages_warning_valid" CHECK ("chat_messages"."warning" is null or "chat_messages"."warning" in ('scam'))
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reported_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"conversation_id" text,
	"message_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reports_reason_valid" CHECK ("chat_reports"."reason" in ('scam', 'harassment', 'spam', 'fake_listing', 'other')),
	CONSTRAINT "chat_reports_status_valid" CHECK ("chat_reports"."status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "chat_reports_details_len" CHECK ("chat_reports"."details" is null or char_length("chat_reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"conversation_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"revoked_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_tasks_type_valid" CHECK ("chat_tasks"."type" in ('revoke_msg'))
);
--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_blocks" ADD CONSTRAINT "chat_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friend_requests" ADD CONSTRAINT "chat_friend_requests_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friend_requests" ADD CONSTRAINT "chat_friend_requests_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friends" ADD CONSTRAINT "chat_friends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_friends" ADD CONSTRAINT "chat_friends_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_join_requests" ADD CONSTRAINT "chat_join_requests_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_join_requests" ADD CONSTRAINT "chat_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_join_requests" ADD CONSTRAINT "chat_join_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_peer_id_users_id_fk" FOREIGN KEY ("peer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_deletions" ADD CONSTRAINT "chat_message_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_deletions" ADD CONSTRAINT "chat_message_deletions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tasks" ADD CONSTRAINT "chat_tasks_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tasks" ADD CONSTRAINT "chat_tasks_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tasks" ADD CONSTRAINT "chat_tasks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_blocks_blocked_idx" ON "chat_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_friend_requests_pending_key" ON "chat_friend_requests" USING btree ("from_id","to_id") WHERE "chat_friend_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "chat_friend_requests_to_idx" ON "chat_friend_requests" USING btree ("to_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_join_requests_pending_key" ON "chat_join_requests" USING btree ("group_id","user_id") WHERE "chat_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "chat_members_user_updated_idx" ON "chat_members" USING btree ("user_id","updated_at","conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_key" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_reports_status_idx" ON "chat_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chat_tasks_conversation_idx" ON "chat_tasks" USING btree ("conversation_id","created_at");