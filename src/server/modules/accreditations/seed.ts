import { eq } from 'drizzle-orm';
import type { HistoryEvent } from '@shared/accreditations';
import { NEWCOMER_GROUP } from '@shared/accounts/demo-groups';
import type { AccreditationStatus } from '@shared/constants';
import { hashPassword } from '../../lib/password';
import { accessGroups, accreditationHistory, accreditations, innRegistry, roles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-facts';
import type { DemoSeedContext } from '../../db/seed/context';

// Accreditation demo data: the local company registry the INN look-up reads (believable companies
// of UTair's regions, with valid check digits) and requests at every step of the workflow, from the
// demo clients' completed ones to newcomers' requests waiting for the airline.

type Company = typeof innRegistry.$inferInsert;

export const DEMO_REGISTRY: readonly Company[] = [
  {
    inn: '7204128731',
    kpp: '720401001',
    ogrn: '1147232003918',
    fullNameRu: 'Общество с ограниченной ответственностью «Тюменская рыбная компания»',
    fullNameEn: 'Tyumen Fish Company Limited Liability Company',
    shortNameEn: 'Tyumen Fish Company LLC',
    legalAddress: '625000, Тюменская обл., г. Тюмень, ул. Республики, д. 142, офис 305',
    city: 'Тюмень',
    postalIndex: '625000',
    okved: '46.38',
    okpo: '35127740',
    ceoName: 'Григорьев Андрей Викторович',
    registrationDate: '2014-03-12',
  },
  {
    inn: '8602091546',
    kpp: '860201001',
    ogrn: '1028600902110',
    fullNameRu: 'Акционерное общество «Сургутнефтесервис»',
    fullNameEn: 'Surgutneftservice Joint Stock Company',
    shortNameEn: 'Surgutneftservice JSC',
    legalAddress: '628403, Ханты-Мансийский автономный округ — Югра, г. Сургут, ул. Профсоюзов, д. 50',
    city: 'Сургут',
    postalIndex: '628403',
    okved: '09.10',
    okpo: '05781142',
    ceoName: 'Власов Игорь Николаевич',
    registrationDate: '2002-10-17',
  },
  {
    inn: '8901035620',
    kpp: '890101001',
    ogrn: '1088901008525',
    fullNameRu: 'Общество с ограниченной ответственностью «Ямал Логистик»',
    fullNameEn: 'Yamal Logistic Limited Liability Company',
    shortNameEn: 'Yamal Logistic LLC',
    legalAddress: '629008, Ямало-Ненецкий автономный округ, г. Салехард, ул. Матросова, д. 16',
    city: 'Салехард',
    postalIndex: '629008',
    okved: '52.29',
    okpo: '84213307',
    ceoName: 'Хабибуллин Ринат Маратович',
    registrationDate: '2008-06-02',
  },
  {
    inn: '7207019480',
    kpp: '720701001',
    ogrn: '1167232017545',
    fullNameRu: 'Общество с ограниченной ответственностью «Северная агропродукция»',
    fullNameEn: 'Sever Agro Limited Liability Company',
    shortNameEn: 'Sever Agro LLC',
    legalAddress: '627750, Тюменская обл., г. Ишим, ул. Карла Маркса, д. 21',
    city: 'Ишим',
    postalIndex: '627750',
    okved: '10.89',
    okpo: '01947725',
    ceoName: 'Литвинова Елена Сергеевна',
    registrationDate: '2016-04-21',
  },
  {
    inn: '8901112730',
    kpp: '890101001',
    ogrn: '1198901004334',
    fullNameRu: 'Общество с ограниченной ответственностью «Арктик Экспресс Логистик»',
    fullNameEn: 'Arctic Express Logistics Limited Liability Company',
    shortNameEn: 'Arctic Express Logistics LLC',
    legalAddress: '629305, Ямало-Ненецкий автономный округ, г. Новый Уренгой, ул. Сибирская, д. 3',
    city: 'Новый Уренгой',
    postalIndex: '629305',
    okved: '52.29',
    okpo: '42880914',
    ceoName: 'Орлова Марина Павловна',
    registrationDate: '2019-08-14',
  },
  {
    inn: '2721104384',
    kpp: '272101001',
    ogrn: '1132721009211',
    fullNameRu: 'Общество с ограниченной ответственностью «Тайга Сифуд»',
    fullNameEn: 'Taiga Seafood Limited Liability Company',
    shortNameEn: 'Taiga Seafood LLC',
    legalAddress: '680000, Хабаровский край, г. Хабаровск, ул. Муравьёва-Амурского, д. 25',
    city: 'Хабаровск',
    postalIndex: '680000',
    okved: '46.38',
    okpo: '16520348',
    ceoName: 'Белов Сергей Андреевич',
    registrationDate: '2013-11-05',
  },
  {
    inn: '7705926146',
    kpp: '770501001',
    ogrn: '1157746320181',
    fullNameRu: 'Общество с ограниченной ответственностью «Ромашка Трейд»',
    fullNameEn: 'Romashka Trade Limited Liability Company',
    shortNameEn: 'Romashka Trade LLC',
    legalAddress: '115054, г. Москва, ул. Валовая, д. 8, стр. 1',
    city: 'Москва',
    postalIndex: '115054',
    okved: '46.90',
    okpo: '70413385',
    ceoName: 'Кравцов Олег Игоревич',
    registrationDate: '2015-04-09',
    state: 'liquidating',
  },
  {
    inn: '7203285611',
    kpp: '720301001',
    ogrn: '1027200713363',
    fullNameRu: 'Общество с ограниченной ответственностью «ТюменьАгроЭкспорт»',
    fullNameEn: 'TyumenAgroExport Limited Liability Company',
    shortNameEn: 'TyumenAgroExport LLC',
    legalAddress: '625026, Тюменская обл., г. Тюмень, ул. 50 лет ВЛКСМ, д. 63',
    city: 'Тюмень',
    postalIndex: '625026',
    okved: '46.21',
    okpo: '00916355',
    ceoName: 'Зайцев Виктор Петрович',
    registrationDate: '2002-12-26',
  },
  {
    inn: '6671093318',
    kpp: '667101001',
    ogrn: '1106671009873',
    fullNameRu: 'Общество с ограниченной ответственностью «Урал Фарма Трейд»',
    fullNameEn: 'Ural Pharma Trade Limited Liability Company',
    shortNameEn: 'Ural Pharma Trade LLC',
    legalAddress: '620014, Свердловская обл., г. Екатеринбург, ул. Малышева, д. 51',
    city: 'Екатеринбург',
    postalIndex: '620014',
    okved: '46.46',
    okpo: '64905211',
    ceoName: 'Кузнецов Дмитрий Олегович',
    registrationDate: '2010-05-18',
  },
  {
    inn: '7203412655',
    kpp: '720301001',
    ogrn: '1077203004120',
    fullNameRu: 'Общество с ограниченной ответственностью «Сибирь Логистик»',
    fullNameEn: 'Sibir Logistic Limited Liability Company',
    shortNameEn: 'Sibir Logistic LLC',
    legalAddress: '625031, Тюменская обл., г. Тюмень, ул. Широтная, д. 29',
    city: 'Тюмень',
    postalIndex: '625031',
    okved: '52.29',
    okpo: '80311622',
    ceoName: 'Морозов Павел Анатольевич',
    registrationDate: '2007-02-20',
  },
  {
    inn: '8901027745',
    kpp: '890101001',
    ogrn: '1058901002797',
    fullNameRu: 'Акционерное общество «Ямал Фиш Экспорт»',
    fullNameEn: 'Yamal Fish Export Joint Stock Company',
    shortNameEn: 'Yamal Fish Export JSC',
    legalAddress: '629008, Ямало-Ненецкий автономный округ, г. Салехард, ул. Республики, д. 73',
    city: 'Салехард',
    postalIndex: '629008',
    okved: '10.20',
    okpo: '76142093',
    ceoName: 'Лебедева Ольга Викторовна',
    registrationDate: '2005-09-30',
  },
];

const byInn = (inn: string): Company => {
  const company = DEMO_REGISTRY.find((one) => one.inn === inn);
  if (!company) throw new Error(`no demo company ${inn}`);
  return company;
};

interface Step {
  event: HistoryEvent;
  to: AccreditationStatus;
  daysAgo: number;
  staff?: boolean;
  comment?: string;
}

interface DemoRequest {
  inn: string;
  contractType: 'agent' | 'shipper';
  /** The applicant's account: a demo login, or a newcomer created here. */
  applicant: { email: string; name?: string };
  phone: string;
  email: string;
  ceoPhone?: string;
  accountantName?: string;
  bank: { name: string; city: string; bic: string; account: string; corr: string };
  expectedMonthlyWeight: number;
  cargoDescription: string;
  steps: Step[];
  link?: 'agent' | 'shipper';
}

const SBERBANK_TYUMEN = { name: 'Западно-Сибирский банк ПАО Сбербанк', city: 'Тюмень', bic: '047102651', corr: '30101810800000000651' };
const VTB_MOSCOW = { name: 'Банк ВТБ (ПАО)', city: 'Москва', bic: '044525187', corr: '30101810700000000187' };

const REQUESTS: readonly DemoRequest[] = [
  {
    inn: '7203412655',
    contractType: 'agent',
    applicant: { email: 'agent@demo.test' },
    phone: '+7 3452 55-12-40',
    email: 'cargo@sibir-logistic.example',
    accountantName: 'Сафина Гульнара Рашитовна',
    bank: { ...SBERBANK_TYUMEN, account: '40702810267100004218' },
    expectedMonthlyWeight: 42_000,
    cargoDescription: 'Сборные грузы, запчасти для нефтесервиса, почта',
    link: 'agent',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 820 },
      { event: 'revise', to: 'progress', daysAgo: 818, staff: true, comment: 'Укажите корреспондентский счёт банка и приложите сведения о лицензиях' },
      { event: 'resubmit', to: 'updated', daysAgo: 816 },
      { event: 'approve', to: 'approved', daysAgo: 812, staff: true },
      { event: 'activate', to: 'completed', daysAgo: 810, staff: true },
    ],
  },
  {
    inn: '8901027745',
    contractType: 'shipper',
    applicant: { email: 'shipper@demo.test' },
    phone: '+7 34922 4-18-60',
    email: 'logistics@yamalfish.example',
    bank: { ...VTB_MOSCOW, account: '40702810400060012873' },
    expectedMonthlyWeight: 18_000,
    cargoDescription: 'Охлаждённая и мороженая рыба (PER, PES)',
    link: 'shipper',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 300 },
      { event: 'approve', to: 'approved', daysAgo: 296, staff: true },
      { event: 'activate', to: 'completed', daysAgo: 295, staff: true },
    ],
  },
  {
    inn: '6671093318',
    contractType: 'shipper',
    applicant: { email: 'preshipper@demo.test' },
    phone: '+7 343 310-22-05',
    email: 'supply@uralpharma.example',
    bank: { name: 'Уральский банк ПАО Сбербанк', city: 'Екатеринбург', bic: '046577674', corr: '30101810500000000674', account: '40702810816540031145' },
    expectedMonthlyWeight: 3_500,
    cargoDescription: 'Лекарственные средства при контролируемой температуре (PIL, CRT)',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 12 },
      { event: 'approve', to: 'approved', daysAgo: 9, staff: true, comment: 'Договор будет активирован после подписания оригиналов' },
    ],
  },
  {
    inn: '2721104384',
    contractType: 'shipper',
    applicant: { email: 'belov@taiga-seafood.test', name: 'Сергей Белов' },
    phone: '+7 4212 41-07-70',
    email: 'office@taiga-seafood.example',
    bank: { name: 'Дальневосточный банк ПАО Сбербанк', city: 'Хабаровск', bic: '040813608', corr: '30101810600000000608', account: '40702810670000021490' },
    expectedMonthlyWeight: 9_000,
    cargoDescription: 'Живой краб и морепродукты (PER, PES, AVI)',
    steps: [{ event: 'submit', to: 'new', daysAgo: 1 }],
  },
  {
    inn: '8901112730',
    contractType: 'agent',
    applicant: { email: 'orlova@arctic-express.test', name: 'Марина Орлова' },
    phone: '+7 3494 22-40-15',
    email: 'booking@arctic-express.example',
    bank: { ...VTB_MOSCOW, account: '40702810900060034411' },
    expectedMonthlyWeight: 25_000,
    cargoDescription: 'Генеральные грузы для месторождений Ямала',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 6 },
      { event: 'revise', to: 'progress', daysAgo: 4, staff: true, comment: 'Укажите ФИО и телефон главного бухгалтера и ОКПО' },
    ],
  },
  {
    inn: '7207019480',
    contractType: 'shipper',
    applicant: { email: 'litvinova@sever-agro.test', name: 'Елена Литвинова' },
    phone: '+7 34551 5-33-20',
    email: 'sales@sever-agro.example',
    bank: { ...SBERBANK_TYUMEN, account: '40702810567450000917' },
    expectedMonthlyWeight: 6_000,
    cargoDescription: 'Молочная продукция и сыры (PER, COL)',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 8 },
      { event: 'revise', to: 'progress', daysAgo: 7, staff: true, comment: 'Номер расчётного счёта должен состоять из 20 цифр' },
      { event: 'resubmit', to: 'updated', daysAgo: 2 },
    ],
  },
  {
    inn: '7705926146',
    contractType: 'shipper',
    applicant: { email: 'kravtsov@romashka-trade.test', name: 'Олег Кравцов' },
    phone: '+7 495 532-18-44',
    email: 'info@romashka-trade.example',
    bank: { ...VTB_MOSCOW, account: '40702810100060047752' },
    expectedMonthlyWeight: 1_200,
    cargoDescription: 'Текстиль и товары народного потребления',
    steps: [
      { event: 'submit', to: 'new', daysAgo: 20 },
      { event: 'reject', to: 'rejected', daysAgo: 18, staff: true, comment: 'По данным ЕГРЮЛ компания находится в стадии ликвидации' },
    ],
  },
];

const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

export async function seedAccreditations(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const airlineId = ctx.need('airline').id;
  const contractors = ctx.need('contractors');
  const contracts = ctx.need('contracts');
  const airlineUserId = ctx.need('airlineUserId');
  await db.insert(innRegistry).values([...DEMO_REGISTRY]);

  const [newcomer] = await db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, NEWCOMER_GROUP.code ?? ''));
  const [agentRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'AGENT'));
  if (!newcomer || !agentRole) throw new Error('base data missing: the newcomer group and the AGENT role');
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  for (const request of REQUESTS) {
    const company = byInn(request.inn);
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.applicant.email));
    const applicantId =
      existing?.id ??
      (
        await db
          .insert(users)
          .values({
            email: request.applicant.email,
            name: request.applicant.name ?? request.applicant.email,
            passwordHash,
            roleId: agentRole.id,
            clientRole: 'ANON_COMPANY_USER',
            accessGroupId: newcomer.id,
            timeZone: 'Asia/Yekaterinburg',
            createdAt: daysAgo(request.steps[0]!.daysAgo),
          })
          .returning({ id: users.id })
      )[0]!.id;
    const last = request.steps.at(-1)!;
    const lastComment = [...request.steps].reverse().find((step) => step.staff)?.comment ?? null;
    const [row] = await db
      .insert(accreditations)
      .values({
        airlineId,
        status: last.to,
        comment: last.staff ? (last.comment ?? null) : lastComment,
        contractType: request.contractType,
        resident: true,
        fullNameRu: company.fullNameRu,
        fullNameEn: company.fullNameEn,
        shortNameEn: company.shortNameEn,
        inn: company.inn,
        kpp: company.kpp,
        ogrn: company.ogrn,
        okved: company.okved,
        okpo: company.okpo,
        country: 'RU',
        legalAddress: company.legalAddress!,
        postalAddress: company.legalAddress,
        city: company.city,
        postalIndex: company.postalIndex,
        phone: request.phone,
        email: request.email,
        ceoName: company.ceoName!,
        ceoPhone: request.ceoPhone ?? request.phone,
        accountantName: request.accountantName ?? null,
        bankName: request.bank.name,
        bankCity: request.bank.city,
        bankBic: request.bank.bic,
        bankAccount: request.bank.account,
        bankCorrAccount: request.bank.corr,
        bankAccountType: 'settlement',
        bankCurrency: 'RUB',
        fundsRecipient: company.shortNameEn,
        registrationDate: company.registrationDate,
        expectedMonthlyWeight: request.expectedMonthlyWeight,
        cargoDescription: request.cargoDescription,
        creatorId: applicantId,
        creatorEmail: request.applicant.email,
        contractorId: request.link ? contractors[request.link] : null,
        contractId: request.link ? contracts[request.link] : null,
        createdAt: daysAgo(request.steps[0]!.daysAgo),
        updatedAt: daysAgo(last.daysAgo),
      })
      .returning({ id: accreditations.id });
    let from: AccreditationStatus | null = null;
    for (const step of request.steps) {
      await db.insert(accreditationHistory).values({
        accreditationId: row!.id,
        at: daysAgo(step.daysAgo),
        userId: step.staff ? airlineUserId : applicantId,
        event: step.event,
        fromStatus: from,
        toStatus: step.to,
        comment: step.comment ?? null,
      });
      from = step.to;
    }
  }
}
