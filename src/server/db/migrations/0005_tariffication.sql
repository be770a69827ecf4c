CREATE TABLE "dynamic_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"method" text NOT NULL,
	"percent" numeric(9, 4),
	"amount_per_kg" bigint,
	"floor_per_kg" bigint,
	"cap_per_kg" bigint,
	"currency" text,
	"conditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surcharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"code" text NOT NULL,
	"entitlement" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"method" text NOT NULL,
	"rate" bigint,
	"percent" numeric(9, 4),
	"minimum" bigint,
	"currency" text,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"shc" text[] DEFAULT '{}' NOT NULL,
	"products" integer[] DEFAULT '{}' NOT NULL,
	"region" text DEFAULT 'any' NOT NULL,
	"departures" text[] DEFAULT '{}' NOT NULL,
	"arrivals" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"transfer" text[] DEFAULT '{}' NOT NULL,
	"direct" boolean DEFAULT false NOT NULL,
	"airline" text,
	"begin" date NOT NULL,
	"finish" date,
	"reason_start" text,
	"reason_stop" text,
	"contracts" integer[] DEFAULT '{}' NOT NULL,
	"basis" text NOT NULL,
	"currency" text NOT NULL,
	"measure" text NOT NULL,
	"min_value" bigint NOT NULL,
	"normal" bigint NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat" boolean DEFAULT false NOT NULL,
	"region" text DEFAULT 'any' NOT NULL,
	"forbidden_countries" text[] DEFAULT '{}' NOT NULL,
	"conditions" jsonb,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text,
	"other_charge_code" text,
	"entitlement" text NOT NULL,
	"method" text NOT NULL,
	"rate" numeric(9, 4),
	"amount" bigint,
	"currency" text,
	"base" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"region" text DEFAULT 'any' NOT NULL,
	"departures" text[] DEFAULT '{}' NOT NULL,
	"arrivals" text[] DEFAULT '{}' NOT NULL,
	"products" integer[] DEFAULT '{}' NOT NULL,
	"contracts" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_pricing" ADD CONSTRAINT "dynamic_pricing_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dynamic_pricing_airline_id_index" ON "dynamic_pricing" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "surcharges_airline_id_index" ON "surcharges" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "tariffs_airline_id_departure_arrival_index" ON "tariffs" USING btree ("airline_id","departure","arrival");--> statement-breakpoint
CREATE INDEX "taxes_airline_id_index" ON "taxes" USING btree ("airline_id");