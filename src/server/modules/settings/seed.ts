import { airlines } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';

// UTair's settings (section 3, "Airline settings") as its cargo department would keep them: the
// IATA passenger weights it files, a year's worth of sales ahead, heavy cargo from 150 kg, IATA's
// 6000 cm³/kg volumetric ratio, and the requisites its acts and invoices print. The access groups
// new clients are given are linked by the accounts seed once it has made them (linkClientGroups).

export async function seedSettings(ctx: DemoSeedContext): Promise<void> {
  const [ut] = await ctx.db
    .insert(airlines)
    .values({
      marker: 'ut',
      iata: 'UT',
      icao: 'UTA',
      name: 'UTair Aviation',
      awbPrefixes: ['298'],
      bookingPriorities: [
        { code: 'XPS', priority: 1 },
        { code: 'PIL', priority: 2 },
        { code: 'PER', priority: 3 },
        { code: 'GCR', priority: 4 },
      ],
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
      voluntaryRefundFeePercent: 10,
      shcRequiringDimensions: ['BIG', 'HEA', 'OHG'],
      useVolumetricWeight: true,
      minChargeableWeight: 5,
      chargeableRatio: 6000,
      chargeableWeightRounding: 'half',
      // Demo requisites in the real ones' shape (the account's and the correspondent account's check digits hold for the BIK).
      legalName: 'ПАО «Авиакомпания «ЮТэйр»',
      inn: '7204002873',
      kpp: '860101001',
      legalAddress: '628012, Ханты-Мансийский автономный округ — Югра, г. Ханты-Мансийск, ул. Лопарева, д. 2а',
      bankName: 'Западно-Сибирское отделение № 8647 ПАО Сбербанк, г. Тюмень',
      bik: '047102651',
      bankAccount: '40702810067170001873',
      correspondentAccount: '30101810800000000651',
      accreditationEmail: 'cargo.accreditation@utair.example',
      registrationFormActive: true,
      acceptsChatMessages: true,
    })
    .returning({ id: airlines.id, marker: airlines.marker });
  if (!ut) throw new Error('the demo airline was not inserted');
  ctx.provide('airline', ut);
}
