CREATE TYPE "public"."letter_status" AS ENUM('processed', 'success', 'opened', 'error');--> statement-breakpoint
CREATE TYPE "public"."message_protocol" AS ENUM('EMAIL', 'HTTP');--> statement-breakpoint
CREATE TYPE "public"."outgoing_format" AS ENUM('CIMP');--> statement-breakpoint
CREATE TYPE "public"."outgoing_type" AS ENUM('FFM', 'FBL', 'FWB', 'FSU', 'FFA');--> statement-breakpoint
CREATE TYPE "public"."telegram_direction" AS ENUM('IN', 'OUT');--> statement-breakpoint
CREATE TYPE "public"."telegram_status" AS ENUM('process', 'complete', 'error');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "cimp_telegrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"direction" "telegram_direction" NOT NULL,
	"type" text,
	"version" integer,
	"status" "telegram_status" NOT NULL,
	"text" text NOT NULL,
	"fault" text,
	"fault_line" integer,
	"detail" text,
	"awb" text,
	"digest" text NOT NULL,
	"note" text,
	"answer_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incoming_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"airport" text NOT NULL,
	"contract_id" integer,
	"username" text NOT NULL,
	"telegrams" text[] DEFAULT '{}' NOT NULL,
	"protocol" "message_protocol" NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"status" "letter_status" DEFAULT 'processed' NOT NULL,
	"protocol" "message_protocol" NOT NULL,
	"telegram_type" "outgoing_type",
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"copy" text[] DEFAULT '{}' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_name" text,
	"attachment" text,
	"leg_id" integer,
	"flight" text,
	"awb" text,
	"movement_id" integer,
	"setting_id" integer,
	"telegram_id" integer,
	"final" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outgoing_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"airport" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"type" "outgoing_type" NOT NULL,
	"format" "outgoing_format" NOT NULL,
	"version" integer NOT NULL,
	"protocol" "message_protocol" NOT NULL,
	"contract_id" integer,
	"recipients" text[] DEFAULT '{}' NOT NULL,
	"copy" text[] DEFAULT '{}' NOT NULL,
	"arrival_port" boolean DEFAULT false NOT NULL,
	"arrival_receivers" text[] DEFAULT '{}' NOT NULL,
	"subject" text,
	"body" text,
	"attachment_name" text,
	"interval_minutes" integer,
	"send_empty" boolean DEFAULT false NOT NULL,
	"close_flight" boolean DEFAULT false NOT NULL,
	"excluded_airports" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"parcel" jsonb NOT NULL,
	"letter_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"last_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_record_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"topic_type" text NOT NULL,
	"topic" text NOT NULL,
	"shipment_id" integer,
	"callback_url" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_record_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "one_record_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"delivery_id" integer NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_deliveryId_unique" UNIQUE("delivery_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"secret" text NOT NULL,
	"secret_shown" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "recorded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cimp_telegrams" ADD CONSTRAINT "cimp_telegrams_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cimp_telegrams" ADD CONSTRAINT "cimp_telegrams_answer_id_cimp_telegrams_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."cimp_telegrams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_settings" ADD CONSTRAINT "incoming_settings_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_settings" ADD CONSTRAINT "incoming_settings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_movement_id_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."movements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_setting_id_outgoing_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."outgoing_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_telegram_id_cimp_telegrams_id_fk" FOREIGN KEY ("telegram_id") REFERENCES "public"."cimp_telegrams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_settings" ADD CONSTRAINT "outgoing_settings_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_settings" ADD CONSTRAINT "outgoing_settings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_token_id_one_record_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."one_record_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_tokens" ADD CONSTRAINT "one_record_tokens_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_tokens" ADD CONSTRAINT "one_record_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cimp_telegrams_airline_id_direction_digest_index" ON "cimp_telegrams" USING btree ("airline_id","direction","digest");--> statement-breakpoint
CREATE INDEX "cimp_telegrams_airline_id_created_at_index" ON "cimp_telegrams" USING btree ("airline_id","created_at");--> statement-breakpoint
CREATE INDEX "cimp_telegrams_airline_id_awb_index" ON "cimp_telegrams" USING btree ("airline_id","awb");--> statement-breakpoint
CREATE INDEX "incoming_settings_contract_id_index" ON "incoming_settings" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_settings_airline_id_username_index" ON "incoming_settings" USING btree ("airline_id","username");--> statement-breakpoint
CREATE INDEX "letters_airline_id_created_at_index" ON "letters" USING btree ("airline_id","created_at");--> statement-breakpoint
CREATE INDEX "letters_leg_id_telegram_type_index" ON "letters" USING btree ("leg_id","telegram_type");--> statement-breakpoint
CREATE INDEX "letters_setting_id_movement_id_index" ON "letters" USING btree ("setting_id","movement_id");--> statement-breakpoint
CREATE INDEX "outgoing_settings_airline_id_index" ON "outgoing_settings" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "outgoing_settings_contract_id_index" ON "outgoing_settings" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "deliveries_status_due_at_index" ON "deliveries" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "deliveries_letter_id_index" ON "deliveries" USING btree ("letter_id");--> statement-breakpoint
CREATE INDEX "one_record_subscriptions_airline_id_topic_type_index" ON "one_record_subscriptions" USING btree ("airline_id","topic_type");--> statement-breakpoint
CREATE INDEX "one_record_subscriptions_shipment_id_index" ON "one_record_subscriptions" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "one_record_tokens_airline_id_index" ON "one_record_tokens" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_id_index" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_contractor_id_index" ON "webhook_endpoints" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_airline_id_index" ON "webhook_endpoints" USING btree ("airline_id");