import { eq } from 'drizzle-orm';
import type { PaymentMethodRow } from '@shared/parties/contracts';
import { contractPaymentMethods, contractors, contracts, persons } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';

// UTair's demo clients: four companies, the contracts three of them hold, their contact persons,
// the contracts' payment methods and what each holds on account.

const method = (row: Partial<PaymentMethodRow> & Pick<PaymentMethodRow, 'method'>): PaymentMethodRow => ({
  applicability: null,
  changeable: false,
  agentMustSpecify: false,
  required: false,
  clientCodeRu: null,
  clientCodeEn: null,
  clientName: null,
  label: null,
  value: null,
  ...row,
});

export async function seedParties(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const airlineId = ctx.need('airline').id;
  const [sibir, yamal, ural, aerotrans] = await db
    .insert(contractors)
    .values([
      {
        name: 'Сибирь Логистик',
        fullName: 'Общество с ограниченной ответственностью «Сибирь Логистик»',
        inn: '7203412655',
        kpp: '720301001',
        country: 'RU',
        city: 'Тюмень',
        address: '625031, г. Тюмень, ул. Широтная, д. 29',
        postalIndex: '625031',
        phone: '+7 3452 55-12-40',
        contacts: [
          { type: 'email', value: 'cargo@sibir-logistic.example' },
          { type: 'phone', value: '+7 3452 55-12-41' },
        ],
      },
      {
        name: 'Ямал Фиш Экспорт',
        fullName: 'Акционерное общество «Ямал Фиш Экспорт»',
        inn: '8901027745',
        kpp: '890101001',
        country: 'RU',
        city: 'Салехард',
        address: '629008, г. Салехард, ул. Республики, д. 73',
        postalIndex: '629008',
        phone: '+7 34922 4-18-60',
        contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }],
      },
      {
        name: 'Урал Фарма Трейд',
        fullName: 'Общество с ограниченной ответственностью «Урал Фарма Трейд»',
        inn: '6671093318',
        kpp: '667101001',
        country: 'RU',
        city: 'Екатеринбург',
        address: '620014, г. Екатеринбург, ул. Малышева, д. 51',
        postalIndex: '620014',
        phone: '+7 343 310-22-05',
        contacts: [],
      },
      {
        name: 'АэроТранс Карго',
        fullName: 'Общество с ограниченной ответственностью «АэроТранс Карго»',
        inn: '7714460281',
        kpp: '771401001',
        country: 'RU',
        city: 'Москва',
        address: '119027, г. Москва, аэропорт Внуково, грузовой терминал',
        postalIndex: '119027',
        phone: '+7 495 436-70-10',
        contacts: [{ type: 'fax', value: '+7 495 436-70-11' }],
      },
    ])
    .returning({ id: contractors.id });
  if (!sibir || !yamal || !ural || !aerotrans) throw new Error('contractors not inserted');

  const [sibirContract, yamalContract, aerotransContract] = await db
    .insert(contracts)
    .values([
      { number: 'UT-AG-2024/017', airlineId, contractorId: sibir.id, type: 'agent', country: 'RU', accountCode: '72-0017', currency: 'RUB', validFrom: '2024-01-01', unlimited: true },
      { number: 'UT-SH-2025/042', airlineId, contractorId: yamal.id, type: 'shipper', country: 'RU', accountCode: '89-0042', currency: 'RUB', validFrom: '2025-03-01', validTo: '2026-12-31' },
      { number: 'UT-AG-2023/005', airlineId, contractorId: aerotrans.id, type: 'agent', country: 'RU', accountCode: '77-0005', currency: 'RUB', validFrom: '2023-06-15', unlimited: true, foundationNumber: 'GSA-2019/3' },
    ])
    .returning({ id: contracts.id });
  if (!sibirContract || !yamalContract || !aerotransContract) throw new Error('contracts not inserted');
  const company = { agent: sibir.id, shipper: yamal.id, approvedShipper: ural.id, otherAgent: aerotrans.id };
  const contract = { agent: sibirContract.id, shipper: yamalContract.id, otherAgent: aerotransContract.id };
  ctx.provide('contractors', company);
  ctx.provide('contracts', contract);

  await db.insert(persons).values([
    { airlineId, contractorId: company.agent, name: 'Павел Морозов', position: 'Руководитель отдела авиаперевозок', contacts: [{ type: 'phone', value: '+7 3452 55-12-41' }, { type: 'email', value: 'p.morozov@sibir-logistic.example' }] },
    { airlineId, contractorId: company.agent, name: 'Елена Горбунова', position: 'Агент по бронированию', contacts: [{ type: 'phone', value: '+7 912 384-20-17' }, { type: 'email', value: 'booking@sibir-logistic.example' }, { type: 'fax', value: '+7 3452 55-12-49' }] },
    { airlineId, contractorId: company.shipper, name: 'Ольга Лебедева', position: 'Менеджер по логистике', contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }, { type: 'phone', value: '+7 34922 4-18-60' }] },
    { airlineId, contractorId: company.shipper, name: 'Николай Вануйто', position: 'Главный бухгалтер', contacts: [{ type: 'phone', value: '+7 34922 4-18-64' }] },
    { airlineId, contractorId: company.approvedShipper, name: 'Дмитрий Кузнецов', position: 'Директор по цепям поставок', contacts: [{ type: 'email', value: 'd.kuznetsov@uralpharma.example' }, { type: 'phone', value: '+7 343 310-22-07' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Сергей Белов', position: 'Генеральный директор', contacts: [{ type: 'phone', value: '+7 495 436-70-10' }, { type: 'fax', value: '+7 495 436-70-11' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Марина Ильина', position: 'Приёмка груза, Внуково', contacts: [{ type: 'phone', value: '+7 916 202-48-33' }, { type: 'email', value: 'vko@aerotrans-cargo.example' }] },
  ]);

  // Where each client sells from (what it holds on account is the finance area's ledger).
  await db.update(contracts).set({ saleOriginPoints: ['TJM', 'SGC', 'HMA', 'NJC'] }).where(eq(contracts.id, contract.agent));
  await db.update(contracts).set({ saleOriginPoints: ['SLY', 'NUX'] }).where(eq(contracts.id, contract.shipper));
  await db.update(contracts).set({ saleOriginPoints: ['VKO', 'LED'] }).where(eq(contracts.id, contract.otherAgent));
  await db.insert(contractPaymentMethods).values([
    { contractId: contract.agent, ...method({ method: 'KR', applicability: 'Бронирование и выпуск накладной', required: true, clientCodeRu: 'КР', clientCodeEn: 'KR', clientName: 'Сибирь Логистик', label: 'Кредитный лимит', value: '1500000' }) },
    { contractId: contract.agent, ...method({ method: 'CA', applicability: 'Выпуск накладной на терминале', changeable: true, clientCodeRu: 'НАЛ', clientCodeEn: 'CA', label: 'Наличные в Рощино' }) },
    { contractId: contract.shipper, ...method({ method: 'CC', applicability: 'Бронирование', changeable: true, agentMustSpecify: true, clientCodeRu: 'КК', clientCodeEn: 'CC', clientName: 'Ямал Фиш Экспорт', label: 'Корпоративная карта' }) },
    { contractId: contract.otherAgent, ...method({ method: 'VZ', applicability: 'Ежемесячные взаиморасчёты', required: true, clientCodeRu: 'ВЗ', clientCodeEn: 'VZ', clientName: 'АэроТранс Карго', label: 'Акт взаимозачёта', value: 'GSA-2019/3' }) },
  ]);
}
