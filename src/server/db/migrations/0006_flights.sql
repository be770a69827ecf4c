CREATE TYPE "public"."flight_history_action" AS ENUM('created', 'scheduleChanged', 'saleClosed', 'saleOpened', 'closed', 'opened', 'canceled', 'departed', 'arrived', 'reinstated', 'estimated', 'informing');--> statement-breakpoint
CREATE TYPE "public"."flight_status" AS ENUM('scheduled', 'departed', 'arrived', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."informing_status" AS ENUM('created', 'confirmed', 'rejected', 'not_loaded', 'info_requested');--> statement-breakpoint
CREATE TABLE "flight_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"leg_id" integer,
	"shipment_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" "flight_history_action" NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"flight_id" integer NOT NULL,
	"airline_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"departure_zone" text NOT NULL,
	"arrival_zone" text NOT NULL,
	"departure_date" date NOT NULL,
	"international" boolean NOT NULL,
	"std" timestamp with time zone NOT NULL,
	"sta" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone,
	"eta" timestamp with time zone,
	"status" "flight_status" DEFAULT 'scheduled' NOT NULL,
	"sale_closed" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"ffm_sent" boolean DEFAULT false NOT NULL,
	"fbl_sent" boolean DEFAULT false NOT NULL,
	"passengers" jsonb,
	"accepted_pieces" integer DEFAULT 0 NOT NULL,
	"accepted_weight" numeric(12, 1) DEFAULT 0 NOT NULL,
	"accepted_volume" numeric(12, 3) DEFAULT 0 NOT NULL,
	"waitlisted_pieces" integer DEFAULT 0 NOT NULL,
	"waitlisted_weight" numeric(12, 1) DEFAULT 0 NOT NULL,
	"waitlisted_volume" numeric(12, 3) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"number" text NOT NULL,
	"periodic" boolean NOT NULL,
	"begin" date NOT NULL,
	"finish" date,
	"weekdays" integer[] DEFAULT '{}' NOT NULL,
	"exceptions" date[] DEFAULT '{}' NOT NULL,
	"legs" jsonb NOT NULL,
	"aircraft_type" text NOT NULL,
	"tail_number" text,
	"service_type" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"schedule_id" integer,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"service_type" text NOT NULL,
	"aircraft_type" text NOT NULL,
	"tail_number" text,
	"comments" text,
	"leg_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preliminary_informing" (
	"id" serial PRIMARY KEY NOT NULL,
	"leg_id" integer NOT NULL,
	"shipment_id" integer NOT NULL,
	"tin" text,
	"pre_decision" text,
	"final_decision" text,
	"status" "informing_status" DEFAULT 'created' NOT NULL,
	"comment" text,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "leg_id" integer;--> statement-breakpoint
ALTER TABLE "flight_history" ADD CONSTRAINT "flight_history_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_history" ADD CONSTRAINT "flight_history_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_history" ADD CONSTRAINT "flight_history_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_history" ADD CONSTRAINT "flight_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_flight_id_flights_id_fk" FOREIGN KEY ("flight_id") REFERENCES "public"."flights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_legs" ADD CONSTRAINT "flight_legs_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flights" ADD CONSTRAINT "flights_schedule_id_flight_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."flight_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_informing" ADD CONSTRAINT "preliminary_informing_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_informing" ADD CONSTRAINT "preliminary_informing_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preliminary_informing" ADD CONSTRAINT "preliminary_informing_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_history_flight_id_at_index" ON "flight_history" USING btree ("flight_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "flight_legs_flight_id_seq_index" ON "flight_legs" USING btree ("flight_id","seq");--> statement-breakpoint
CREATE INDEX "flight_legs_airline_id_departure_date_index" ON "flight_legs" USING btree ("airline_id","departure_date");--> statement-breakpoint
CREATE INDEX "flight_legs_airline_id_std_index" ON "flight_legs" USING btree ("airline_id","std");--> statement-breakpoint
CREATE INDEX "flight_legs_departure_departure_date_index" ON "flight_legs" USING btree ("departure","departure_date");--> statement-breakpoint
CREATE INDEX "flight_legs_arrival_departure_date_index" ON "flight_legs" USING btree ("arrival","departure_date");--> statement-breakpoint
CREATE INDEX "flight_schedules_airline_id_index" ON "flight_schedules" USING btree ("airline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flights_airline_id_number_date_index" ON "flights" USING btree ("airline_id","number","date");--> statement-breakpoint
CREATE INDEX "flights_schedule_id_index" ON "flights" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preliminary_informing_leg_id_shipment_id_index" ON "preliminary_informing" USING btree ("leg_id","shipment_id");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_leg_id_flight_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."flight_legs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_leg_id_index" ON "movements" USING btree ("leg_id");