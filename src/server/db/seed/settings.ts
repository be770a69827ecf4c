import { and, eq } from 'drizzle-orm';
import { DEMO_GROUPS } from '@shared/demo/access-groups';
import type { Database } from '../client';
import { accessGroups, airlines } from '../schema';

// UTair's settings (section 3, "Airline settings") as its cargo department would keep them: the
// IATA passenger weights it files, a year's worth of sales ahead, heavy cargo from 150 kg, IATA's
// 6000 cm³/kg volumetric ratio, and the access groups new clients are given.

async function groupNamed(db: Database, airlineId: number, name: string): Promise<number | null> {
  const [group] = await db.select({ id: accessGroups.id }).from(accessGroups).where(and(eq(accessGroups.airlineId, airlineId), eq(accessGroups.name, name)));
  return group?.id ?? null;
}

export async function seedSettings(db: Database, airlineId: number): Promise<void> {
  await db
    .update(airlines)
    .set({
      iataRu: 'ЮТ',
      header: 'PJSC UTAIR AVIATION',
      source: 'TJMFFUT',
      openSegmentTypes: ['J', 'C', 'G'],
      salesOpenInterval: 90,
      salesOpenIntervalUnit: 'days',
      baggageWeight: 13,
      density: 167,
      passengerLoadPercent: 82,
      adultWeightWinter: 80,
      adultWeightSummer: 75,
      childWeightWinter: 35,
      childWeightSummer: 35,
      infantWeightWinter: 10,
      infantWeightSummer: 10,
      interlineCompanies: ['SU', 'S7', 'U6', 'FV'],
      forbiddenShr: ['RRW', 'RXB', 'RCX'],
      acceptableOverflowWeight: 300,
      acceptableOverflowVolume: 1.5,
      acceptableOverflowPercent: 5,
      autoConfirmWeightIncreasePercent: 10,
      ffrOwnSegmentsOnly: true,
      separateBookingAnswerPerSegment: false,
      fblCodes: ['AVI', 'DGR', 'HEA', 'PER', 'VAL'],
      heavyCargoWeight: 150,
      heavyCargoActive: true,
      correctionTimeoutBeforeMinutes: 120,
      correctionTimeoutAfterMinutes: 30,
      shcRequiringDimensions: ['BIG', 'HEA', 'OHG'],
      useVolumetricWeight: true,
      minChargeableWeight: 5,
      chargeableRatio: 6000,
      chargeableWeightRounding: 'half',
      accreditationEmail: 'cargo.accreditation@utair.example',
      registrationFormActive: true,
      acceptsChatMessages: true,
      approvedAccessGroupId: await groupNamed(db, airlineId, DEMO_GROUPS.approvedShipper.name),
      shipperAccessGroupId: await groupNamed(db, airlineId, DEMO_GROUPS.shipper.name),
      expeditorAccessGroupId: await groupNamed(db, airlineId, DEMO_GROUPS.agent.name),
    })
    .where(eq(airlines.id, airlineId));
}
