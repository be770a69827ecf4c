CREATE TYPE "public"."booking_action" AS ENUM('created', 'answered', 'cancelled', 'expired', 'moved', 'split', 'offered');--> statement-breakpoint
CREATE TYPE "public"."booking_source" AS ENUM('cabinet', 'telegram', 'airline');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('HN', 'CN', 'LL', 'UU', 'KK');--> statement-breakpoint
CREATE TABLE "booking_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"booking_id" integer,
	"action" "booking_action" NOT NULL,
	"from_status" "booking_status",
	"to_status" "booking_status",
	"comment" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"leg_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"status" "booking_status" NOT NULL,
	"source" "booking_source" NOT NULL,
	"priority" integer NOT NULL,
	"pieces" integer NOT NULL,
	"weight" numeric(12, 1) NOT NULL,
	"volume" numeric(12, 3) NOT NULL,
	"quota_id" integer,
	"latest_acceptance" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "product" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "dimensions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "price_amount" bigint;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "hold_id" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "source" "booking_source" DEFAULT 'cabinet' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "post" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_history" ADD CONSTRAINT "booking_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quota_id_quotas_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."quotas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_history_shipment_id_at_index" ON "booking_history" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "bookings_leg_id_status_index" ON "bookings" USING btree ("leg_id","status");--> statement-breakpoint
CREATE INDEX "bookings_shipment_id_index" ON "bookings" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "bookings_airline_id_created_at_index" ON "bookings" USING btree ("airline_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_latest_acceptance_index" ON "bookings" USING btree ("status","latest_acceptance");