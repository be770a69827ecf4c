ALTER TYPE "public"."booking_action" ADD VALUE 'remeasured';--> statement-breakpoint
CREATE TABLE "refund_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"comment" text,
	"sum" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'process' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "shipment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "shipment_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"airline_id" integer NOT NULL,
	"surcharge_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"comment" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "shipments_contractor_id_index";--> statement-breakpoint
DROP INDEX "shipments_airline_id_index";--> statement-breakpoint
ALTER TABLE "airlines" ADD COLUMN "voluntary_refund_fee_percent" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "charges" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "type" text DEFAULT 'awb' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "awb" jsonb DEFAULT '{"accountingInformation":null,"declaredValueCarriage":null,"declaredValueCustoms":null,"insurance":null,"weightValuation":"PP","otherCharges":"PP","ssr":null,"osi":null,"hsCodes":[],"shipperAccount":null,"consigneeAccount":null,"agentIataCode":null,"signature":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "fwb_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "measured_pieces" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "measured_weight" numeric(12, 1);--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "measured_volume" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "surcharges" ADD COLUMN "service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_bids" ADD CONSTRAINT "refund_bids_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_attachments" ADD CONSTRAINT "shipment_attachments_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_history" ADD CONSTRAINT "shipment_history_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_services" ADD CONSTRAINT "shipment_services_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_services" ADD CONSTRAINT "shipment_services_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_bids_shipment_id_index" ON "refund_bids" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "refund_bids_status_index" ON "refund_bids" USING btree ("status");--> statement-breakpoint
CREATE INDEX "shipment_attachments_shipment_id_index" ON "shipment_attachments" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_history_shipment_id_at_index" ON "shipment_history" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipment_services_shipment_id_index" ON "shipment_services" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_services_airline_id_created_at_index" ON "shipment_services" USING btree ("airline_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_contractor_id_created_at_index" ON "shipments" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_airline_id_created_at_index" ON "shipments" USING btree ("airline_id","created_at");--> statement-breakpoint
UPDATE "shipments" s SET "type" = 'eawb' FROM "stock_items" i JOIN "stocks" st ON st."id" = i."stock_id" WHERE i."prefix" = s."awb_prefix" AND i."serial" = s."awb_serial" AND st."eawb";
