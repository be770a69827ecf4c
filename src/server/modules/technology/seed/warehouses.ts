import type { Database } from '../../../db/client';
import { warehouseRules, warehouses } from '../../../db/schema';

// Temporary storage warehouses (СВХ) at the airports of UTair's network, as entered in the customs
// register, and the rules that send the demo clients' cargo to them.

type Warehouse = Omit<typeof warehouses.$inferInsert, 'airlineId'>;

const WAREHOUSES: Warehouse[] = [
  { airport: 'TJM', code: 'TJM-1', name: 'Roshchino temporary storage', address: '625033, Tyumen, Roshchino airport, Cargo terminal 1', licenseNumber: '10503/120511/10031/1', licenseFrom: '2011-05-12', contactName: 'Elena Zaitseva', phone: '+7 3452 49-64-10', email: 'svh@tjm-cargo.example' },
  { airport: 'TJM', code: 'TJM-2', name: 'Tyumen Customs Terminal', address: '625048, Tyumen, 50 let Oktyabrya st. 105', licenseNumber: '10503/031017/10058/2', licenseFrom: '2017-10-03', licenseTo: '2027-10-02', contactName: 'Igor Bessonov', phone: '+7 3452 68-20-11', email: 'svh@tct.example' },
  { airport: 'SGC', code: 'SGC-1', name: 'UTair Cargo Surgut temporary storage', address: '628422, Surgut, Aeroflotskaya st. 49/1', licenseNumber: '10503/180509/10019/1', licenseFrom: '2009-05-18', contactName: 'Marina Petrenko', phone: '+7 3462 77-05-30', email: 'svh@sgc-cargo.example' },
  { airport: 'SGC', code: 'SGC-2', name: 'Surgut Oil Supply customs warehouse', address: '628400, Surgut, Industrialnaya st. 20', licenseNumber: '10503/220814/10043/3', licenseFrom: '2014-08-22', licenseTo: '2024-08-21', contactName: 'Ruslan Khairullin', phone: '+7 3462 52-41-07', active: false },
  { airport: 'VKO', code: 'VKO-1', name: 'Vnukovo Cargo temporary storage', address: '119027, Moscow, Vnukovo airport, 2nd Reisovaya st. 2', licenseNumber: '10001/260112/10002/1', licenseFrom: '2012-01-26', contactName: 'Anton Klimov', phone: '+7 495 436-28-80', email: 'svh@vko-cargo.example' },
  { airport: 'VKO', code: 'VKO-2', name: 'Vnukovo-Service customs warehouse', address: '119027, Moscow, Vnukovo airport, building 12', licenseNumber: '10001/190916/10014/2', licenseFrom: '2016-09-19', contactName: 'Svetlana Orlova', phone: '+7 495 436-71-44', email: 'customs@vnukovo-service.example' },
  { airport: 'VKO', code: 'VKO-3', name: 'Pharma cold store Vnukovo', address: '119027, Moscow, Vnukovo airport, building 17', licenseNumber: '10001/050321/10031/3', licenseFrom: '2021-03-05', contactName: 'Dmitry Avdeev', phone: '+7 495 436-09-15' },
  { airport: 'SVX', code: 'SVX-1', name: 'Koltsovo temporary storage', address: '620910, Yekaterinburg, Koltsovo airport, Bakhchivandzhi st. 1', licenseNumber: '10502/140610/10021/1', licenseFrom: '2010-06-14', contactName: 'Olga Vakhrusheva', phone: '+7 343 226-87-40', email: 'svh@svx-cargo.example' },
  { airport: 'LED', code: 'LED-1', name: 'Pulkovo cargo temporary storage', address: '196210, Saint Petersburg, Pilotov st. 32', licenseNumber: '10206/011113/10049/1', licenseFrom: '2013-11-01', contactName: 'Kirill Smirnov', phone: '+7 812 324-36-15', email: 'svh@led-cargo.example' },
  { airport: 'KZN', code: 'KZN-1', name: 'Kazan airport temporary storage', address: '420017, Kazan, Kazan airport, Cargo terminal', licenseNumber: '10404/091211/10017/1', licenseFrom: '2011-12-09', contactName: 'Aigul Sabirova', phone: '+7 843 267-89-44' },
  { airport: 'AER', code: 'AER-1', name: 'Sochi airport temporary storage', address: '354355, Sochi, Adler, Mira st. 50', licenseNumber: '10309/300713/10026/1', licenseFrom: '2013-07-30', contactName: 'Georgy Kostanyan', phone: '+7 862 240-02-28', email: 'svh@aer-cargo.example' },
  { airport: 'KJA', code: 'KJA-1', name: 'Yemelyanovo temporary storage', address: '663021, Krasnoyarsk krai, Yemelyanovo airport', licenseNumber: '10606/250315/10012/1', licenseFrom: '2015-03-25', contactName: 'Natalia Shubina', phone: '+7 391 255-49-17' },
  { airport: 'OVB', code: 'OVB-1', name: 'Tolmachevo temporary storage', address: '633104, Ob, Tolmachevo airport, Cargo terminal 2', licenseNumber: '10609/170810/10033/1', licenseFrom: '2010-08-17', contactName: 'Sergey Lipatov', phone: '+7 383 216-98-33', email: 'svh@ovb-cargo.example' },
  { airport: 'NUX', code: 'NUX-1', name: 'Novy Urengoy airport temporary storage', address: '629300, Novy Urengoy, Aeroportovskaya st. 1', licenseNumber: '10503/061118/10064/1', licenseFrom: '2018-11-06', contactName: 'Timur Gaifullin', phone: '+7 3494 93-22-10' },
  { airport: 'SLY', code: 'SLY-1', name: 'Salekhard airport temporary storage', address: '629008, Salekhard, Aeroportovskaya st. 1', licenseNumber: '10503/140416/10051/1', licenseFrom: '2016-04-14', contactName: 'Vera Okotetto', phone: '+7 34922 4-50-18' },
  { airport: 'NJC', code: 'NJC-1', name: 'Nizhnevartovsk airport temporary storage', address: '628606, Nizhnevartovsk, Aeroport st. 1', licenseNumber: '10503/270612/10036/1', licenseFrom: '2012-06-27', contactName: 'Andrei Yusupov', phone: '+7 3466 49-18-02' },
  { airport: 'HMA', code: 'HMA-1', name: 'Khanty-Mansiysk airport temporary storage', address: '628011, Khanty-Mansiysk, Aeroport st. 1', licenseNumber: '10503/190213/10038/1', licenseFrom: '2013-02-19', licenseTo: '2023-02-18', contactName: 'Yulia Antipina', phone: '+7 3467 35-40-12', active: false },
  { airport: 'UFA', code: 'UFA-1', name: 'Ufa airport temporary storage', address: '450056, Ufa, Ufa airport', licenseNumber: '10401/101010/10015/1', licenseFrom: '2010-10-10', contactName: 'Rinat Galiev', phone: '+7 347 229-53-66' },
  { airport: 'KRR', code: 'KRR-1', name: 'Pashkovsky temporary storage', address: '350912, Krasnodar, Evdokii Bershanskoi st. 355', licenseNumber: '10309/151015/10041/1', licenseFrom: '2015-10-15', contactName: 'Pavel Nechaev', phone: '+7 861 219-14-70' },
  { airport: 'MRV', code: 'MRV-1', name: 'Mineralnye Vody airport temporary storage', address: '357205, Mineralnye Vody, airport', licenseNumber: '10802/290914/10022/1', licenseFrom: '2014-09-29', contactName: 'Artur Bagdasaryan', phone: '+7 87922 5-85-31' },
  { airport: 'NOJ', code: 'NOJ-1', name: 'Noyabrsk airport temporary storage', address: '629800, Noyabrsk, airport', licenseNumber: '10503/080719/10070/1', licenseFrom: '2019-07-08', contactName: 'Lidia Pyak', phone: '+7 3496 35-21-09' },
];

/** Which warehouse takes each demo client's cargo: by code, and the participants by their demo role. */
type Party = 'agent' | 'shipper' | 'otherAgent' | null;
const RULES: [warehouse: string, expeditor: Party, consignee: Party, shipper: Party][] = [
  ['TJM-1', 'agent', null, null],
  ['TJM-2', 'otherAgent', null, null],
  ['TJM-1', null, null, 'shipper'],
  ['TJM-2', 'agent', null, 'shipper'],
  ['SGC-1', 'agent', null, null],
  ['SGC-1', 'otherAgent', null, null],
  ['SGC-1', null, 'agent', null],
  ['SGC-1', null, null, 'shipper'],
  ['VKO-1', 'agent', null, null],
  ['VKO-2', 'otherAgent', null, null],
  ['VKO-1', null, null, 'shipper'],
  ['VKO-3', 'agent', 'otherAgent', null],
  ['VKO-2', null, 'shipper', null],
  ['VKO-1', 'otherAgent', null, 'shipper'],
  ['SVX-1', 'agent', null, null],
  ['SVX-1', null, null, 'shipper'],
  ['LED-1', 'otherAgent', null, null],
  ['LED-1', null, null, 'shipper'],
  ['KZN-1', 'agent', null, null],
  ['AER-1', 'otherAgent', null, null],
  ['KJA-1', 'agent', null, null],
  ['OVB-1', 'agent', null, null],
  ['NUX-1', null, null, 'shipper'],
  ['NUX-1', 'agent', null, null],
  ['SLY-1', null, null, 'shipper'],
  ['SLY-1', 'otherAgent', null, 'shipper'],
  ['NJC-1', 'agent', null, null],
  ['UFA-1', 'otherAgent', null, null],
];

export async function seedWarehouses(db: Database, airlineId: number, contractors: { agent: number; shipper: number; otherAgent: number }): Promise<void> {
  const inserted = await db
    .insert(warehouses)
    .values(WAREHOUSES.map((warehouse) => ({ ...warehouse, airlineId })))
    .returning({ id: warehouses.id, code: warehouses.code });
  const byCode = new Map(inserted.map((row) => [row.code, row.id]));
  const party = (role: Party) => (role ? contractors[role] : null);
  await db.insert(warehouseRules).values(
    RULES.map(([code, expeditor, consignee, shipper]) => ({
      airlineId,
      warehouseId: byCode.get(code)!,
      expeditorId: party(expeditor),
      consigneeId: party(consignee),
      shipperId: party(shipper),
    })),
  );
}
