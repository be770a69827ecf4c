CREATE TYPE "public"."accreditation_status" AS ENUM('new', 'progress', 'rejected', 'approved', 'confirmed', 'updated', 'completed');--> statement-breakpoint
CREATE TYPE "public"."booking_rule_result" AS ENUM('KK', 'HN', 'CN', 'LL', 'UU');--> statement-breakpoint
CREATE TYPE "public"."interval_unit" AS ENUM('hours', 'days');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('CA', 'CC', 'KR', 'VT', 'ST', 'VZ');--> statement-breakpoint
CREATE TYPE "public"."season" AS ENUM('WINTER', 'SPRING', 'SUMMER', 'AUTUMN', 'ALL');--> statement-breakpoint
CREATE TYPE "public"."stock_item_status" AS ENUM('unused', 'used', 'voided');--> statement-breakpoint
CREATE TABLE "air_companies" (
	"iata" text PRIMARY KEY NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"country" text,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"code" text PRIMARY KEY NOT NULL,
	"icao" text,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text,
	"classification" integer NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_versions" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allowed_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"transfers" text[] DEFAULT '{}' NOT NULL,
	"direct" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baggages" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"weight" numeric(8, 1) NOT NULL,
	"season" "season" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"name" text NOT NULL,
	"departure" text,
	"arrival" text,
	"shc" text[] DEFAULT '{}' NOT NULL,
	"aircraft_type" text,
	"flight_number" text,
	"min_weight" numeric(10, 1),
	"max_weight" numeric(10, 1),
	"min_volume" numeric(10, 3),
	"max_volume" numeric(10, 3),
	"min_weight_percent" numeric(5, 1),
	"max_weight_percent" numeric(5, 1),
	"min_volume_percent" numeric(5, 1),
	"max_volume_percent" numeric(5, 1),
	"result" "booking_rule_result" NOT NULL,
	"priority" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacities" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"aircraft_type" text NOT NULL,
	"registrations" text[] DEFAULT '{}' NOT NULL,
	"trunk_max_height" integer NOT NULL,
	"trunk_length" integer NOT NULL,
	"trunk_width" integer NOT NULL,
	"trunk_volume" numeric(10, 3) NOT NULL,
	"trunk_weight" numeric(10, 1) NOT NULL,
	"max_cargo_volume" numeric(10, 3),
	"max_cargo_weight" numeric(10, 1),
	"seats" integer NOT NULL,
	"payload_volume" numeric(10, 3) NOT NULL,
	"default_payload" numeric(10, 1) NOT NULL,
	"mtow" numeric(10, 1) NOT NULL,
	"overload_color" text NOT NULL,
	"underload_color" text NOT NULL,
	"matrix" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"shc" text[] DEFAULT '{}' NOT NULL,
	"hs_codes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handlers" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"airport" text NOT NULL,
	"name" text NOT NULL,
	"lat_minutes" integer NOT NULL,
	"min_domestic_transfer_minutes" integer NOT NULL,
	"min_international_transfer_minutes" integer NOT NULL,
	"max_transfer_minutes" integer NOT NULL,
	"accepts_cargo" boolean DEFAULT true NOT NULL,
	"transfer" boolean DEFAULT false NOT NULL,
	"ffm" boolean DEFAULT false NOT NULL,
	"fsu" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"flight_number" text,
	"aircraft_type" text,
	"season" "season" NOT NULL,
	"weekdays" integer[] DEFAULT '{}' NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"infants_with_seat" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"aircraft_type" text NOT NULL,
	"registrations" text[] DEFAULT '{}' NOT NULL,
	"payload" numeric(10, 1) NOT NULL,
	"season" "season" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"departure" text NOT NULL,
	"arrival" text NOT NULL,
	"begin" date NOT NULL,
	"finish" date NOT NULL,
	"expiry_minutes" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"volume" numeric(10, 3) NOT NULL,
	"weight" numeric(10, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"expeditor_id" integer,
	"consignee_id" integer,
	"shipper_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"airport" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"license_number" text,
	"license_from" date,
	"license_to" date,
	"contact_name" text,
	"phone" text,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"applicability" text,
	"changeable" boolean DEFAULT false NOT NULL,
	"agent_must_specify" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"client_code_ru" text,
	"client_code_en" text,
	"client_name" text,
	"label" text,
	"value" text,
	CONSTRAINT "contract_payment_methods_contractId_method_unique" UNIQUE("contract_id","method")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"contractor_id" integer,
	"name" text NOT NULL,
	"position" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"priority" integer NOT NULL,
	"shc" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_airlineId_code_unique" UNIQUE("airline_id","code")
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"number" integer NOT NULL,
	"serial" text NOT NULL,
	"status" "stock_item_status" DEFAULT 'unused' NOT NULL,
	"void_comment" text,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "stock_items_prefix_number_unique" UNIQUE("prefix","number")
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"contract_id" integer NOT NULL,
	"start_value" integer NOT NULL,
	"count" integer NOT NULL,
	"eawb" boolean DEFAULT false NOT NULL,
	"issue_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"accreditation_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"from_status" "accreditation_status",
	"to_status" "accreditation_status" NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "accreditations" (
	"id" serial PRIMARY KEY NOT NULL,
	"airline_id" integer NOT NULL,
	"status" "accreditation_status" DEFAULT 'new' NOT NULL,
	"comment" text,
	"contract_type" "contract_type" NOT NULL,
	"resident" boolean DEFAULT true NOT NULL,
	"full_name_ru" text NOT NULL,
	"full_name_en" text,
	"short_name_en" text,
	"inn" text,
	"kpp" text,
	"ogrn" text,
	"okved" text,
	"okpo" text,
	"country" text,
	"legal_address" text NOT NULL,
	"postal_address" text,
	"city" text,
	"postal_index" text,
	"phone" text NOT NULL,
	"fax" text,
	"extra_phones" text[] DEFAULT '{}' NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"ceo_name" text NOT NULL,
	"ceo_phone" text,
	"accountant_name" text,
	"accountant_phone" text,
	"bank_name" text,
	"bank_city" text,
	"bank_bic" text,
	"bank_account" text,
	"bank_corr_account" text,
	"bank_account_type" text,
	"bank_currency" text,
	"funds_recipient" text,
	"registration_date" date,
	"founders" text,
	"licenses" text,
	"employees_count" integer,
	"expected_monthly_weight" integer,
	"cargo_description" text,
	"creator_id" integer,
	"creator_email" text NOT NULL,
	"contractor_id" integer,
	"contract_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inn_registry" (
	"inn" text PRIMARY KEY NOT NULL,
	"kpp" text,
	"ogrn" text,
	"full_name_ru" text NOT NULL,
	"full_name_en" text,
	"short_name_en" text,
	"legal_address" text,
	"city" text,
	"postal_index" text,
	"okved" text,
	"okpo" text,
	"ceo_name" text,
	"registration_date" date,
	"state" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "iata_ru" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "header" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "managed_by_id" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "open_segment_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "sales_open_interval" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "sales_open_interval_unit" interval_unit;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "baggage_weight" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "density" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "passenger_load_percent" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "adult_weight_winter" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "adult_weight_summer" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "child_weight_winter" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "child_weight_summer" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "infant_weight_winter" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "infant_weight_summer" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "interline_companies" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "forbidden_shr" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "acceptable_overflow_weight" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "acceptable_overflow_volume" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "acceptable_overflow_percent" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "auto_confirm_weight_increase_percent" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "ffr_own_segments_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "separate_booking_answer_per_segment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "fbl_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "heavy_cargo_weight" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "heavy_cargo_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "correction_timeout_before_minutes" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "correction_timeout_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "shc_requiring_dimensions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "use_volumetric_weight" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "min_chargeable_weight" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "chargeable_ratio" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "chargeable_weight_rounding" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "accreditation_email" text;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "registration_form_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "accepts_chat_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "approved_access_group_id" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "shipper_access_group_id" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "expeditor_access_group_id" integer;--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sale_origin_points" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "balance" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "allowed_routes" ADD CONSTRAINT "allowed_routes_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baggages" ADD CONSTRAINT "baggages_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handlers" ADD CONSTRAINT "handlers_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paxes" ADD CONSTRAINT "paxes_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payloads" ADD CONSTRAINT "payloads_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotas" ADD CONSTRAINT "quotas_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rules" ADD CONSTRAINT "warehouse_rules_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rules" ADD CONSTRAINT "warehouse_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rules" ADD CONSTRAINT "warehouse_rules_expeditor_id_contractors_id_fk" FOREIGN KEY ("expeditor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rules" ADD CONSTRAINT "warehouse_rules_consignee_id_contractors_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_rules" ADD CONSTRAINT "warehouse_rules_shipper_id_contractors_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payment_methods" ADD CONSTRAINT "contract_payment_methods_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_history" ADD CONSTRAINT "accreditation_history_accreditation_id_accreditations_id_fk" FOREIGN KEY ("accreditation_id") REFERENCES "public"."accreditations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_history" ADD CONSTRAINT "accreditation_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditations" ADD CONSTRAINT "accreditations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airports_country_code_index" ON "airports" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "allowed_routes_airline_id_departure_arrival_index" ON "allowed_routes" USING btree ("airline_id","departure","arrival");--> statement-breakpoint
CREATE INDEX "baggages_airline_id_index" ON "baggages" USING btree ("airline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baggages_airline_id_departure_arrival_season_index" ON "baggages" USING btree ("airline_id","departure","arrival","season");--> statement-breakpoint
CREATE INDEX "booking_rules_airline_id_index" ON "booking_rules" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "capacities_airline_id_index" ON "capacities" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "commodities_airline_id_index" ON "commodities" USING btree ("airline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_airline_id_code_index" ON "commodities" USING btree ("airline_id","code");--> statement-breakpoint
CREATE INDEX "handlers_airline_id_index" ON "handlers" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "handlers_airport_index" ON "handlers" USING btree ("airport");--> statement-breakpoint
CREATE INDEX "paxes_airline_id_index" ON "paxes" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "payloads_airline_id_index" ON "payloads" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "quotas_airline_id_index" ON "quotas" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "quotas_contract_id_index" ON "quotas" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "warehouse_rules_airline_id_index" ON "warehouse_rules" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "warehouses_airline_id_index" ON "warehouses" USING btree ("airline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_airline_id_code_index" ON "warehouses" USING btree ("airline_id","code");--> statement-breakpoint
CREATE INDEX "persons_airline_id_index" ON "persons" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "persons_contractor_id_index" ON "persons" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "stock_items_stock_id_status_index" ON "stock_items" USING btree ("stock_id","status");--> statement-breakpoint
CREATE INDEX "stocks_airline_id_index" ON "stocks" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "stocks_contract_id_index" ON "stocks" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "accreditation_history_accreditation_id_index" ON "accreditation_history" USING btree ("accreditation_id");--> statement-breakpoint
CREATE INDEX "accreditations_airline_id_index" ON "accreditations" USING btree ("airline_id");--> statement-breakpoint
CREATE INDEX "accreditations_creator_id_index" ON "accreditations" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "accreditations_status_index" ON "accreditations" USING btree ("status");--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_managed_by_id_airlines_id_fk" FOREIGN KEY ("managed_by_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_approved_access_group_id_access_groups_id_fk" FOREIGN KEY ("approved_access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_shipper_access_group_id_access_groups_id_fk" FOREIGN KEY ("shipper_access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airlines" ADD CONSTRAINT "airlines_expeditor_access_group_id_access_groups_id_fk" FOREIGN KEY ("expeditor_access_group_id") REFERENCES "public"."access_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_airlineId_number_unique" UNIQUE("airline_id","number");