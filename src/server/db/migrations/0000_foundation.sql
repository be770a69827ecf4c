CREATE TYPE "public"."account_role" AS ENUM('AK', 'AGENT');--> statement-breakpoint
CREATE TYPE "public"."awb_status" AS ENUM('not_issued', 'issued', 'not_accepted', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."client_role" AS ENUM('ANON_COMPANY_USER', 'EXPEDITOR', 'AIR_COMPANY', 'SHIPPER', 'APPROVED_SHIPPER');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('agent', 'shipper');--> statement-breakpoint
CREATE TYPE "public"."movement_status" AS ENUM('RCS', 'FOH', 'PRE', 'MAN', 'DEP', 'ARR', 'RCF', 'NFD', 'DLV', 'AWD', 'DIS');--> statement-breakpoint
CREATE TABLE "airlines" (
	"id" serial PRIMARY KEY NOT NULL,
	"marker" text NOT NULL,
	"iata" text NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"awb_prefixes" text[] DEFAULT '{}' NOT NULL,
	"booking_priorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airlines_marker_unique" UNIQUE("marker")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text,
	"inn" text,
	"kpp" text,
	"country" text,
	"address" text,
	"city" text,
	"postal_index" text,
	"phone" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"airline_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"type" "contract_type" NOT NULL,
	"country" text,
	"account_code" text,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"unlimited" boolean DEFAULT false NOT NULL,
	"foundation_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_group_abilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"ability" text NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "access_group_abilities_groupId_ability_unique" UNIQUE("group_id","ability")
);
--> statement-breakpoint
CREATE TABLE "access_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"airline_id" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" "account_role" NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"client_role" "client_role" NOT NULL,
	"access_group_id" integer NOT NULL,
	"contractor_id" integer,
	"airline_id" integer,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"status" "movement_status" NOT NULL,
	"flight" text,
	"place" text NOT NULL,
	"pieces" integer NOT NULL,
	"weight" numeric(12, 1) NOT NULL,
	"volume" numeric(12, 3)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"contractor_id" integer,
	"contract_id" integer,
	"awb_prefix" text NOT NULL,
	"awb_serial" text NOT NULL,
	"post_number" text,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"route" text[] NOT NULL,
	"status" "awb_status" DEFAULT 'not_issued' NOT NULL,
	"pieces" integer NOT NULL,
	"weight" numeric(12, 1) NOT NULL,
	"volume" numeric(12, 3),
	"chargeable_weight" numeric(12, 1),
	"shc" text[] DEFAULT '{}' NOT NULL,
	"cargo_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "shipments_awbPrefix_awbSerial_unique" UNIQUE("awb_prefix","awb_serial")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_group_abilities" ADD CONSTRAINT "access_group_abilities_group_id_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_groups" ADD CONSTRAINT "access_groups_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_access_group_id_access_groups_id_fk" FOREIGN KEY ("access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_contractor_id_index" ON "contracts" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "contracts_airline_id_index" ON "contracts" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "movements_shipment_id_occurred_at_index" ON "movements" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipments_contractor_id_index" ON "shipments" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "shipments_airline_id_index" ON "shipments" USING btree ("airline_id");