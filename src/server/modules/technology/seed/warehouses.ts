import type { Database } from '../../../db/client';
import { warehouseRules, warehouses } from '../../../db/schema';

// Temporary storage warehouses (СВХ) at the airports of UTair's network, as entered in the customs
// register, and the rules that send the demo clients' cargo to them.

type Warehouse = Omit<typeof warehouses.$inferInsert, 'airlineId'>;

const WAREHOUSES: Warehouse[] = [
  { airport: 'TJM', code: 'TJM-1', name: 'СВХ Рощино', address: '625033, г. Тюмень, аэропорт Рощино, грузовой терминал 1', licenseNumber: '10503/120511/10031/1', licenseFrom: '2011-05-12', contactName: 'Елена Зайцева', phone: '+7 3452 49-64-10', email: 'svh@tjm-cargo.example' },
  { airport: 'TJM', code: 'TJM-2', name: 'Тюменский таможенный терминал', address: '625048, г. Тюмень, ул. 50 лет Октября, д. 105', licenseNumber: '10503/031017/10058/2', licenseFrom: '2017-10-03', licenseTo: '2027-10-02', contactName: 'Игорь Бессонов', phone: '+7 3452 68-20-11', email: 'svh@tct.example' },
  { airport: 'SGC', code: 'SGC-1', name: 'СВХ ЮТэйр-Карго Сургут', address: '628422, г. Сургут, ул. Аэрофлотская, д. 49/1', licenseNumber: '10503/180509/10019/1', licenseFrom: '2009-05-18', contactName: 'Марина Петренко', phone: '+7 3462 77-05-30', email: 'svh@sgc-cargo.example' },
  { airport: 'SGC', code: 'SGC-2', name: 'Таможенный склад «Сургутнефтеснаб»', address: '628400, г. Сургут, ул. Индустриальная, д. 20', licenseNumber: '10503/220814/10043/3', licenseFrom: '2014-08-22', licenseTo: '2024-08-21', contactName: 'Руслан Хайруллин', phone: '+7 3462 52-41-07', active: false },
  { airport: 'VKO', code: 'VKO-1', name: 'СВХ Внуково-Карго', address: '119027, г. Москва, аэропорт Внуково, ул. 2-я Рейсовая, д. 2', licenseNumber: '10001/260112/10002/1', licenseFrom: '2012-01-26', contactName: 'Антон Климов', phone: '+7 495 436-28-80', email: 'svh@vko-cargo.example' },
  { airport: 'VKO', code: 'VKO-2', name: 'Таможенный склад «Внуково-Сервис»', address: '119027, г. Москва, аэропорт Внуково, строение 12', licenseNumber: '10001/190916/10014/2', licenseFrom: '2016-09-19', contactName: 'Светлана Орлова', phone: '+7 495 436-71-44', email: 'customs@vnukovo-service.example' },
  { airport: 'VKO', code: 'VKO-3', name: 'Фармацевтический холодильный склад Внуково', address: '119027, г. Москва, аэропорт Внуково, строение 17', licenseNumber: '10001/050321/10031/3', licenseFrom: '2021-03-05', contactName: 'Дмитрий Авдеев', phone: '+7 495 436-09-15' },
  { airport: 'SVX', code: 'SVX-1', name: 'СВХ Кольцово', address: '620910, г. Екатеринбург, аэропорт Кольцово, ул. Бахчиванджи, д. 1', licenseNumber: '10502/140610/10021/1', licenseFrom: '2010-06-14', contactName: 'Ольга Вахрушева', phone: '+7 343 226-87-40', email: 'svh@svx-cargo.example' },
  { airport: 'LED', code: 'LED-1', name: 'СВХ Пулково-Карго', address: '196210, г. Санкт-Петербург, ул. Пилотов, д. 32', licenseNumber: '10206/011113/10049/1', licenseFrom: '2013-11-01', contactName: 'Кирилл Смирнов', phone: '+7 812 324-36-15', email: 'svh@led-cargo.example' },
  { airport: 'KZN', code: 'KZN-1', name: 'СВХ аэропорта Казань', address: '420017, г. Казань, аэропорт Казань, грузовой терминал', licenseNumber: '10404/091211/10017/1', licenseFrom: '2011-12-09', contactName: 'Айгуль Сабирова', phone: '+7 843 267-89-44' },
  { airport: 'AER', code: 'AER-1', name: 'СВХ аэропорта Сочи', address: '354355, г. Сочи, Адлер, ул. Мира, д. 50', licenseNumber: '10309/300713/10026/1', licenseFrom: '2013-07-30', contactName: 'Георгий Костанян', phone: '+7 862 240-02-28', email: 'svh@aer-cargo.example' },
  { airport: 'KJA', code: 'KJA-1', name: 'СВХ Емельяново', address: '663021, Красноярский край, аэропорт Емельяново', licenseNumber: '10606/250315/10012/1', licenseFrom: '2015-03-25', contactName: 'Наталья Шубина', phone: '+7 391 255-49-17' },
  { airport: 'OVB', code: 'OVB-1', name: 'СВХ Толмачёво', address: '633104, г. Обь, аэропорт Толмачёво, грузовой терминал 2', licenseNumber: '10609/170810/10033/1', licenseFrom: '2010-08-17', contactName: 'Сергей Липатов', phone: '+7 383 216-98-33', email: 'svh@ovb-cargo.example' },
  { airport: 'NUX', code: 'NUX-1', name: 'СВХ аэропорта Новый Уренгой', address: '629300, г. Новый Уренгой, ул. Аэропортовская, д. 1', licenseNumber: '10503/061118/10064/1', licenseFrom: '2018-11-06', contactName: 'Тимур Гайфуллин', phone: '+7 3494 93-22-10' },
  { airport: 'SLY', code: 'SLY-1', name: 'СВХ аэропорта Салехард', address: '629008, г. Салехард, ул. Аэропортовская, д. 1', licenseNumber: '10503/140416/10051/1', licenseFrom: '2016-04-14', contactName: 'Вера Окотэтто', phone: '+7 34922 4-50-18' },
  { airport: 'NJC', code: 'NJC-1', name: 'СВХ аэропорта Нижневартовск', address: '628606, г. Нижневартовск, ул. Аэропорт, д. 1', licenseNumber: '10503/270612/10036/1', licenseFrom: '2012-06-27', contactName: 'Андрей Юсупов', phone: '+7 3466 49-18-02' },
  { airport: 'HMA', code: 'HMA-1', name: 'СВХ аэропорта Ханты-Мансийск', address: '628011, г. Ханты-Мансийск, ул. Аэропорт, д. 1', licenseNumber: '10503/190213/10038/1', licenseFrom: '2013-02-19', licenseTo: '2023-02-18', contactName: 'Юлия Антипина', phone: '+7 3467 35-40-12', active: false },
  { airport: 'UFA', code: 'UFA-1', name: 'СВХ аэропорта Уфа', address: '450056, г. Уфа, аэропорт Уфа', licenseNumber: '10401/101010/10015/1', licenseFrom: '2010-10-10', contactName: 'Ринат Галиев', phone: '+7 347 229-53-66' },
  { airport: 'KRR', code: 'KRR-1', name: 'СВХ Пашковский', address: '350912, г. Краснодар, ул. Евдокии Бершанской, д. 355', licenseNumber: '10309/151015/10041/1', licenseFrom: '2015-10-15', contactName: 'Павел Нечаев', phone: '+7 861 219-14-70' },
  { airport: 'MRV', code: 'MRV-1', name: 'СВХ аэропорта Минеральные Воды', address: '357205, г. Минеральные Воды, аэропорт', licenseNumber: '10802/290914/10022/1', licenseFrom: '2014-09-29', contactName: 'Артур Багдасарян', phone: '+7 87922 5-85-31' },
  { airport: 'NOJ', code: 'NOJ-1', name: 'СВХ аэропорта Ноябрьск', address: '629800, г. Ноябрьск, аэропорт', licenseNumber: '10503/080719/10070/1', licenseFrom: '2019-07-08', contactName: 'Лидия Пяк', phone: '+7 3496 35-21-09' },
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
