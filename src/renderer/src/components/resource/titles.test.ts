import { beforeAll, describe, expect, it } from 'vitest';
import { formatAwb, serialFromRunningNumber } from '@shared/awb';
import { RESOURCES, type ResourceName } from '@shared/resources';
import { shortCompanyName, titleOf, type TitleContext } from '@shared/resources/define';
import type { ResourceRow } from '@shared/resources/list-query';
import { textContext } from './testing-context';

// What a record is called on its info page, in the breadcrumb, the delete question and the toasts:
// words a reader recognises, never a bare code ('738', 'SGC') or a start number.

let ru: TitleContext;
let en: TitleContext;
beforeAll(async () => {
  ru = await textContext('ru');
  en = await textContext('en');
});

const title = (name: ResourceName, row: Omit<ResourceRow, 'id'>, context: TitleContext = ru) => titleOf(RESOURCES[name], { id: 41, ...row }, context);

describe('record titles', () => {
  it('names an aircraft capacity by the type and its registrations', () => {
    expect(title('capacities', { aircraftType: '738', registrations: ['VQ-BJE', 'VQ-BJF'] })).toBe('Boeing 737-800 · VQ-BJE, VQ-BJF');
    expect(title('capacities', { aircraftType: '738', registrations: [] })).toBe('Boeing 737-800 · по умолчанию для типа');
    expect(title('capacities', { aircraftType: '738', registrations: [] }, en)).toBe('Boeing 737-800 · type default');
  });

  it('names a cargo terminal by its airport and name, a warehouse likewise', () => {
    expect(title('handlers', { airport: 'SGC', name: 'Surgut cargo terminal' })).toBe('SGC · Surgut cargo terminal');
    expect(title('warehouse', { airport: 'TJM', code: 'TJM-01', name: 'СВХ Рощино' })).toBe('TJM · СВХ Рощино');
  });

  it('names a stock by its first and last AWB numbers and its contract, not by the start number', () => {
    const row = { prefix: '298', startValue: 7_000_000, count: 20, labels: { contractId: 'UT-AG-2024/017' } };
    const first = formatAwb({ prefix: '298', serial: serialFromRunningNumber(7_000_000) });
    const last = formatAwb({ prefix: '298', serial: serialFromRunningNumber(7_000_019) });
    expect(title('stocks', row)).toBe(`${first} – ${last} · UT-AG-2024/017`);
    expect(title('stocks', row)).toBe('298-70000000 – 298-70000195 · UT-AG-2024/017');
  });

  it('names route handbooks by the route and the season in the reader language', () => {
    expect(title('baggages', { departure: 'SGC', arrival: 'TJM', season: 'WINTER', weight: 12 })).toBe('SGC → TJM · Зима');
    expect(title('baggages', { departure: 'SGC', arrival: 'TJM', season: 'WINTER', weight: 12 }, en)).toBe('SGC → TJM · Winter');
    expect(title('payloads', { departure: 'SGC', arrival: 'VKO', aircraftType: '735', registrations: ['VP-BYK'], season: 'SUMMER' })).toBe(
      'Boeing 737-500 · VP-BYK · SGC → VKO · Лето',
    );
    expect(title('paxes', { departure: 'SGC', arrival: 'TJM', season: 'ALL', flightNumber: '103', aircraftType: null })).toMatch(/^SGC → TJM · .+ · рейс 103$/);
    expect(title('paxes', { departure: 'SGC', arrival: 'TJM', season: 'SUMMER', flightNumber: null, aircraftType: 'AT7' }, en)).toBe('SGC → TJM · Summer · ATR 72-500');
  });

  it('names an allowed route by its points, a quota by route, contract, company and period', () => {
    expect(title('routes', { departure: 'SGC', arrival: 'VKO', transfers: ['TJM'], direct: false })).toBe('SGC → VKO · через TJM');
    expect(title('routes', { departure: 'SGC', arrival: 'VKO', transfers: [], direct: true }, en)).toBe('SGC → VKO');
    const quota = { departure: 'SGC', arrival: 'VKO', contractor: 'Sibir Logistic', begin: '2026-03-01', finish: '2026-03-31', labels: { contractId: 'UT-AG-2024/017' } };
    expect(title('quotas', quota)).toBe('SGC → VKO · UT-AG-2024/017 · Sibir Logistic · 01.03.2026 – 31.03.2026');
    expect(title('quotas', quota, en)).toBe('SGC → VKO · UT-AG-2024/017 · Sibir Logistic · 03/01/2026 – 03/31/2026');
  });

  it('names a warehouse rule by its warehouse, airport and participants', () => {
    const row = { warehouseId: 3, airport: 'SGC', expeditorId: 2, consigneeId: null, shipperId: null, labels: { warehouseId: 'СВХ Сургут', expeditorId: 'Общество с ограниченной ответственностью «Сибирь Логистик»', consigneeId: null, shipperId: null } };
    expect(title('warehouse-rules', row)).toBe('СВХ Сургут · SGC · ООО «Сибирь Логистик»');
  });

  it('names cargo names and tariff products by code and the name in the reader language', () => {
    const row = { code: 'FISH', nameRu: 'Рыба свежая', nameEn: 'Fresh fish' };
    expect(title('commodity', row)).toBe('FISH · Рыба свежая');
    expect(title('commodity', row, en)).toBe('FISH · Fresh fish');
    expect(title('products', { code: 'XPS', nameRu: 'Экспресс', nameEn: 'Express' }, en)).toBe('XPS · Express');
  });

  it('names parties with their short company name', () => {
    const company = { contractorId: 5, labels: { contractorId: 'Общество с ограниченной ответственностью «Тайга Сифуд»' } };
    expect(title('contracts', { number: 'UT-SH-2026/001', ...company })).toBe('UT-SH-2026/001 · ООО «Тайга Сифуд»');
    expect(title('persons', { name: 'Olga Lebedeva', ...company })).toBe('Olga Lebedeva · ООО «Тайга Сифуд»');
    expect(title('accounts', { name: 'Pyotr Ilyin', ...company })).toBe('Pyotr Ilyin · ООО «Тайга Сифуд»');
    expect(title('accounts', { name: 'Irina Sokolova', contractorId: null })).toBe('Irina Sokolova');
    expect(title('access-groups', { name: 'Cargo sales manager' })).toBe('Cargo sales manager');
  });

  it('names an accreditation request by the company (English name in English) and its INN', () => {
    const row = { fullNameRu: 'Общество с ограниченной ответственностью «Тюменская рыбная компания»', fullNameEn: 'Tyumen Fish Company LLC', shortNameEn: 'TFC Cargo', inn: '7203123456' };
    expect(title('accreditations', row)).toBe('ООО «Тюменская рыбная компания» · ИНН 7203123456');
    expect(title('accreditations', row, en)).toBe('TFC Cargo · INN 7203123456');
    expect(title('accreditations', { ...row, shortNameEn: null, fullNameEn: null, inn: null }, en)).toBe('ООО «Тюменская рыбная компания»');
  });

  it('names an airline by its name and IATA code', () => {
    expect(title('settings', { name: 'UTair Aviation', iata: 'UT' })).toBe('UTair Aviation · UT');
  });

  it('falls back to the id when a row has nothing to be called by', () => {
    for (const name of Object.keys(RESOURCES) as ResourceName[]) expect(title(name, {}), name).toBe('#41');
  });

  it('never shows a text key instead of words', () => {
    const rows: Partial<Record<ResourceName, Omit<ResourceRow, 'id'>>> = {
      baggages: { departure: 'SGC', arrival: 'TJM', season: 'ALL' },
      paxes: { departure: 'SGC', arrival: 'TJM', season: 'AUTUMN', flightNumber: '7' },
      payloads: { departure: 'SGC', arrival: 'TJM', aircraftType: '738', season: 'SPRING' },
      capacities: { aircraftType: '738', registrations: [] },
      routes: { departure: 'SGC', arrival: 'TJM', transfers: ['KJA'] },
      accreditations: { fullNameRu: 'АО «Север»', inn: '7203123456' },
    };
    for (const [name, row] of Object.entries(rows)) {
      for (const context of [ru, en]) expect(title(name as ResourceName, row, context), name).not.toMatch(/resources|options\.|title\.|fields\./);
    }
  });
});

describe('shortCompanyName', () => {
  it.each([
    ['Общество с ограниченной ответственностью «Сибирь Логистик»', 'ООО «Сибирь Логистик»'],
    ['общество с  ограниченной ответственностью "Ромашка"', 'ООО "Ромашка"'],
    ['Публичное акционерное общество «Авиакомпания «ЮТэйр»»', 'ПАО «Авиакомпания «ЮТэйр»»'],
    ['Акционерное общество «Сургутнефтесервис»', 'АО «Сургутнефтесервис»'],
    ['Индивидуальный предприниматель Иванов Иван Иванович', 'ИП Иванов Иван Иванович'],
    ['Tyumen Fish Company Limited Liability Company', 'Tyumen Fish Company LLC'],
    ['Public Joint-Stock Company Aeroflot', 'PJSC Aeroflot'],
  ])('shortens %j to %j', (full, short) => {
    expect(shortCompanyName(full)).toBe(short);
  });

  it.each(['Sibir Logistic', 'AeroTrans Cargo', 'ООО «Тайга»', 'Обществознание и право', 'Акционерное'])('leaves %j as it is', (name) => {
    expect(shortCompanyName(name)).toBe(name);
  });
});
