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
CREATE TABLE "publication_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer,
	"uploaded_by" integer,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publication_confirmations" (
	"publication_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_confirmations_publication_id_version_user_id_pk" PRIMARY KEY("publication_id","version","user_id")
);
--> statement-breakpoint
CREATE TABLE "publication_contracts" (
	"publication_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	CONSTRAINT "publication_contracts_publication_id_contract_id_pk" PRIMARY KEY("publication_id","contract_id")
);
--> statement-breakpoint
CREATE TABLE "publication_versions" (
	"publication_id" integer NOT NULL,
	"version" integer NOT NULL,
	"author_id" integer,
	"changed_properties" text[] DEFAULT '{}' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publication_versions_publication_id_version_pk" PRIMARY KEY("publication_id","version")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"recipients_all" boolean NOT NULL,
	"familiarization_required" boolean NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_properties" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "report_awb" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer,
	"contractor_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"group_by" text NOT NULL,
	"period" text,
	"time_zone" text NOT NULL,
	"state" text DEFAULT 'building' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"generation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_awb_lines" (
	"report_id" integer NOT NULL,
	"key" text NOT NULL,
	"currency" text NOT NULL,
	"shipments" integer NOT NULL,
	"pieces" bigint NOT NULL,
	"weight" numeric(16, 1) NOT NULL,
	"chargeable_weight" numeric(16, 1) NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "report_awb_lines_report_id_key_currency_pk" PRIMARY KEY("report_id","key","currency")
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
ALTER TABLE "notifications" ALTER COLUMN "group" DROP NOT NULL;--> statement-breakpoint
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
ALTER TABLE "publication_attachments" ADD CONSTRAINT "publication_attachments_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_attachments" ADD CONSTRAINT "publication_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_confirmations" ADD CONSTRAINT "publication_confirmations_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_confirmations" ADD CONSTRAINT "publication_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_contracts" ADD CONSTRAINT "publication_contracts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_contracts" ADD CONSTRAINT "publication_contracts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_versions" ADD CONSTRAINT "publication_versions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_versions" ADD CONSTRAINT "publication_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_token_id_one_record_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."one_record_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_subscriptions" ADD CONSTRAINT "one_record_subscriptions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_tokens" ADD CONSTRAINT "one_record_tokens_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_record_tokens" ADD CONSTRAINT "one_record_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_awb" ADD CONSTRAINT "report_awb_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_awb" ADD CONSTRAINT "report_awb_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_awb" ADD CONSTRAINT "report_awb_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_awb_lines" ADD CONSTRAINT "report_awb_lines_report_id_report_awb_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_awb"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "publication_attachments_publication_id_index" ON "publication_attachments" USING btree ("publication_id");--> statement-breakpoint
CREATE INDEX "publication_confirmations_user_id_index" ON "publication_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publication_contracts_contract_id_index" ON "publication_contracts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "publications_airline_id_date_index" ON "publications" USING btree ("airline_id","date");--> statement-breakpoint
CREATE INDEX "one_record_subscriptions_airline_id_topic_type_index" ON "one_record_subscriptions" USING btree ("airline_id","topic_type");--> statement-breakpoint
CREATE INDEX "one_record_subscriptions_shipment_id_index" ON "one_record_subscriptions" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "one_record_tokens_airline_id_index" ON "one_record_tokens" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "report_awb_airline_id_created_at_index" ON "report_awb" USING btree ("airline_id","created_at");--> statement-breakpoint
CREATE INDEX "report_awb_contractor_id_created_at_index" ON "report_awb" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "report_awb_building_idx" ON "report_awb" USING btree ("id") WHERE "report_awb"."state" = 'building';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_id_index" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_contractor_id_index" ON "webhook_endpoints" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_airline_id_index" ON "webhook_endpoints" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "shipments_airline_id_issued_at_index" ON "shipments" USING btree ("airline_id","issued_at");--> statement-breakpoint
CREATE INDEX "shipments_contractor_id_issued_at_index" ON "shipments" USING btree ("contractor_id","issued_at");