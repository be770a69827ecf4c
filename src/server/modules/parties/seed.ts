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
        name: 'Sibir Logistic',
        fullName: 'Sibir Logistic LLC',
        inn: '7203412655',
        kpp: '720301001',
        country: 'RU',
        city: 'Tyumen',
        address: '625031, Tyumen, Shirotnaya st. 29',
        postalIndex: '625031',
        phone: '+7 3452 55-12-40',
        contacts: [
          { type: 'email', value: 'cargo@sibir-logistic.example' },
          { type: 'phone', value: '+7 3452 55-12-41' },
        ],
      },
      {
        name: 'Yamal Fish Export',
        fullName: 'Yamal Fish Export JSC',
        inn: '8901027745',
        kpp: '890101001',
        country: 'RU',
        city: 'Salekhard',
        address: '629008, Salekhard, Respubliki st. 73',
        postalIndex: '629008',
        phone: '+7 34922 4-18-60',
        contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }],
      },
      {
        name: 'Ural Pharma Trade',
        fullName: 'Ural Pharma Trade LLC',
        inn: '6671093318',
        kpp: '667101001',
        country: 'RU',
        city: 'Yekaterinburg',
        address: '620014, Yekaterinburg, Malysheva st. 51',
        postalIndex: '620014',
        phone: '+7 343 310-22-05',
        contacts: [],
      },
      {
        name: 'AeroTrans Cargo',
        fullName: 'AeroTrans Cargo LLC',
        inn: '7714460281',
        kpp: '771401001',
        country: 'RU',
        city: 'Moscow',
        address: '119027, Moscow, Vnukovo airport, Cargo terminal',
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
    { airlineId, contractorId: company.agent, name: 'Pavel Morozov', position: 'Head of air freight', contacts: [{ type: 'phone', value: '+7 3452 55-12-41' }, { type: 'email', value: 'p.morozov@sibir-logistic.example' }] },
    { airlineId, contractorId: company.agent, name: 'Elena Gorbunova', position: 'Booking agent', contacts: [{ type: 'phone', value: '+7 912 384-20-17' }, { type: 'email', value: 'booking@sibir-logistic.example' }, { type: 'fax', value: '+7 3452 55-12-49' }] },
    { airlineId, contractorId: company.shipper, name: 'Olga Lebedeva', position: 'Logistics manager', contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }, { type: 'phone', value: '+7 34922 4-18-60' }] },
    { airlineId, contractorId: company.shipper, name: 'Nikolai Vanuito', position: 'Chief accountant', contacts: [{ type: 'phone', value: '+7 34922 4-18-64' }] },
    { airlineId, contractorId: company.approvedShipper, name: 'Dmitry Kuznetsov', position: 'Supply chain director', contacts: [{ type: 'email', value: 'd.kuznetsov@uralpharma.example' }, { type: 'phone', value: '+7 343 310-22-07' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Sergei Belov', position: 'General director', contacts: [{ type: 'phone', value: '+7 495 436-70-10' }, { type: 'fax', value: '+7 495 436-70-11' }] },
    { airlineId, contractorId: company.otherAgent, name: 'Marina Ilyina', position: 'Cargo acceptance, Vnukovo', contacts: [{ type: 'phone', value: '+7 916 202-48-33' }, { type: 'email', value: 'vko@aerotrans-cargo.example' }] },
  ]);

  // Where each client sells from, and what it holds on account.
  await db.update(contracts).set({ saleOriginPoints: ['TJM', 'SGC', 'HMA', 'NJC'], balance: 1_254_300 }).where(eq(contracts.id, contract.agent));
  await db.update(contracts).set({ saleOriginPoints: ['SLY', 'NUX'], balance: 86_450.5 }).where(eq(contracts.id, contract.shipper));
  await db.update(contracts).set({ saleOriginPoints: ['VKO', 'LED'], balance: 412_000 }).where(eq(contracts.id, contract.otherAgent));
  await db.insert(contractPaymentMethods).values([
    { contractId: contract.agent, ...method({ method: 'KR', applicability: 'Booking and AWB issue', required: true, clientCodeRu: 'КР', clientCodeEn: 'KR', clientName: 'Sibir Logistic', label: 'Credit limit', value: '1500000' }) },
    { contractId: contract.agent, ...method({ method: 'CA', applicability: 'AWB issue at the terminal', changeable: true, clientCodeRu: 'НАЛ', clientCodeEn: 'CA', label: 'Cash at Roshchino' }) },
    { contractId: contract.shipper, ...method({ method: 'CC', applicability: 'Booking', changeable: true, agentMustSpecify: true, clientCodeRu: 'КК', clientCodeEn: 'CC', clientName: 'Yamal Fish Export', label: 'Corporate card' }) },
    { contractId: contract.otherAgent, ...method({ method: 'VZ', applicability: 'Monthly settlement', required: true, clientCodeRu: 'ВЗ', clientCodeEn: 'VZ', clientName: 'AeroTrans Cargo', label: 'Offsetting act', value: 'GSA-2019/3' }) },
  ]);
}
