import type { AwbForm } from '@shared/shipments/awb-form';

// An air waybill as the printed form holds it, for the print tests (and for trying a printer by
// hand): Tyumen to Ufa over Surgut, a Russian shipper and consignee, two rate lines, charges
// prepaid. The figures are as a shipment would give them; nothing here is added up.

export const SAMPLE_AWB_FORM: AwbForm = {
  awb: '298-12345675',
  prefix: '298',
  serial: '12345675',
  draft: false,
  eawb: false,
  carrier: { name: 'ПАО «Авиакомпания «ЮТэйр»', code: 'UT', address: 'Россия, 628012, Ханты-Мансийск, ул. Железнодорожная, 2' },
  shipper: {
    name: 'ООО «Сибирь Трейд»',
    lines: ['ул. Республики, 142', 'Тюмень 625000', 'RU'],
    account: '0102034',
    phone: '+7 3452 55-01-02',
  },
  consignee: {
    name: 'АО «Башкирская Логистика»',
    lines: ['ул. Ленина, 5', 'Уфа 450077', 'RU'],
    account: null,
    phone: '+7 347 200-10-10',
  },
  agent: { name: 'ООО «Карго Агент Тюмень»', city: 'Тюмень', iataCode: '9247003', account: 'UT-AG-2024/017' },
  accountingInformation: 'Оплата по договору UT-AG-2024/017',
  departure: { code: 'TJM', name: 'Тюмень (Рощино)' },
  destination: { code: 'UFA', name: 'Уфа' },
  routing: [
    { to: 'SGC', by: 'UT' },
    { to: 'UFA', by: 'UT' },
  ],
  flights: [
    { flight: 'UT0123', date: '12MAR' },
    { flight: 'UT0456', date: '13MAR' },
  ],
  currency: 'RUB',
  weightValuation: 'PP',
  otherCharges: 'PP',
  declaredValueCarriage: 'NVD',
  declaredValueCustoms: 'NCV',
  insurance: 'XXX',
  handling: ['PER', 'Хранить при температуре от +2 до +6 °C', 'OSI: звонить получателю по прибытии'],
  rateLines: [
    {
      pieces: '12',
      grossWeight: '345.5',
      unit: 'K',
      rateClass: 'N',
      commodityItem: null,
      chargeableWeight: '346.0',
      rate: '85.00',
      total: '29 410.00',
      goods: ['Рыба охлаждённая', 'DIMS 120x80x60 CM x 6', 'VOL 3.456 MC'],
    },
    {
      pieces: '3',
      grossWeight: '48.0',
      unit: 'K',
      rateClass: 'C',
      commodityItem: '0300',
      chargeableWeight: '52.0',
      rate: '70.00',
      total: '3 640.00',
      goods: ['Икра, консервы', 'VOL 0.312 MC'],
    },
  ],
  totalPieces: '15',
  totalGrossWeight: '393.5',
  prepaid: { weightCharge: '33 050.00', valuationCharge: null, tax: '6 610.00', otherDueAgent: '500.00', otherDueCarrier: '1 200.00', total: '41 360.00' },
  collect: { weightCharge: null, valuationCharge: null, tax: null, otherDueAgent: null, otherDueCarrier: null, total: null },
  otherChargeLines: [
    { code: 'AWA', amount: '500.00' },
    { code: 'MYC', amount: '1 200.00' },
  ],
  shipperSignature: 'Иванов И. И.',
  executedOn: '11MAR2026',
  executedAt: 'Тюмень',
  carrierSignature: 'Петров П. П.',
};
