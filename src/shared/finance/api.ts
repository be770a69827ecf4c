import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdTextSchema, MAX_ROW_ID } from '../api/params';
import { CURRENCIES } from '../money';
import { M, msg } from '../validation';
import { FINANCE_ABILITIES } from './abilities';
import { amountProblem } from './amount';
import {
  BalanceListQuerySchema,
  BalanceOperationSchema,
  BalancePageSchema,
  CashFlowBlocksSchema,
  CashFlowQuerySchema,
  CashFlowSchema,
  ContractBalanceSchema,
  ContractsListQuerySchema,
  UserBalanceSchema,
} from './balance';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_DOCUMENTS, StatementResultSchema } from './statement';
import { PaymentBodySchema, PaymentDecisionSchema, PaymentListQuerySchema, PaymentPageSchema, PaymentRowSchema } from './payments';

// The balance calls of section 7, the balance page's export and the staff's manual correction.
// Every balance call is open to holders of financial.balance.user (their own contracts) or
// financial.balance.view (the contracts the ability reaches); anyone else gets 403, and a
// contract out of reach is a 404.

const TAG = 'finance';
const EITHER = `Needs \`${FINANCE_ABILITIES.userBalance}\` or \`${FINANCE_ABILITIES.balance}\`: a client reaches its own contracts, airline staff their airline's.`;

/** A decimal amount as typed ("1500", "-250.50", "1 500,00"); its currency decides how many decimals it may have. */
export const AmountTextSchema = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(30, msg(M.maxLength)));

export const CorrectionBodySchema = v.strictObject({
  contractId: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue))),
  /** Signed: positive credits the contract, negative debits it. */
  amount: AmountTextSchema,
  currency: v.picklist(CURRENCIES, msg(M.unknownValue)),
  reason: v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(500, msg(M.maxLength))),
});
// The amount against its currency (decimals, zero, size), as one rule on the `amount` field.
export const CorrectionSchema = v.pipe(
  CorrectionBodySchema,
  v.forward(
    v.check((body) => amountProblem(body.amount, body.currency, { signed: true }) === null, (issue) => amountProblem((issue.input as CorrectionBody).amount, (issue.input as CorrectionBody).currency, { signed: true }) ?? M.invalid),
    ['amount'],
  ),
);
export type CorrectionBody = v.InferOutput<typeof CorrectionBodySchema>;

const ContractParamsSchema = v.object({ id: IdTextSchema });

export const balanceApi = {
  user: endpoint({
    method: 'GET',
    path: '/api/balance/user',
    summary: 'The caller’s balances, one item per contract; the first item’s `money` is the balance the header shows',
    description: `Only holders of \`${FINANCE_ABILITIES.userBalance}\` (section 6); others get 403. Each item carries the money held for bookings, the credit limit and what is available.`,
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.userBalance,
    answer: json(v.array(UserBalanceSchema)),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/balance/list',
    summary: 'Balance operations (the ledger): date, type, description, amount and the running balance after each',
    description: `${EITHER} Filters: contract, local dates (in \`tz\`), type.`,
    tag: TAG,
    access: 'USER',
    query: BalanceListQuerySchema,
    answer: json(BalancePageSchema),
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/balance/list/xlsx',
    summary: 'The balance operations of the same filters as an xlsx workbook (up to 100,000 rows)',
    description: EITHER,
    tag: TAG,
    access: 'USER',
    query: BalanceListQuerySchema,
    answer: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  contract: endpoint({
    method: 'GET',
    path: '/api/balance/user/contract-{id}',
    summary: 'One contract’s balance with its contract',
    description: EITHER,
    tag: TAG,
    access: 'USER',
    params: ContractParamsSchema,
    answer: json(ContractBalanceSchema),
  }),
  contracts: endpoint({
    method: 'GET',
    path: '/api/balance/user/contracts-list',
    summary: 'The contracts the caller reaches, each with `contractResponse` and its balance',
    description: `${EITHER} \`id\` narrows the list to one contract.`,
    tag: TAG,
    access: 'USER',
    query: ContractsListQuerySchema,
    answer: json(v.array(ContractBalanceSchema)),
  }),
  cashFlowBlocks: endpoint({
    method: 'GET',
    path: '/api/balance/user/cash-flow-blocks/contract-{id}',
    summary: 'A contract’s cash flow over a span: opening balance, payments, refunds, holds, charges, corrections, closing balance',
    description: `${EITHER} The span is \`from\`–\`to\` (local dates in \`tz\`), the current month unless told.`,
    tag: TAG,
    access: 'USER',
    params: ContractParamsSchema,
    query: CashFlowQuerySchema,
    answer: json(CashFlowBlocksSchema),
  }),
  cashFlow: endpoint({
    method: 'GET',
    path: '/api/balance/user/cash-flow/contract-{id}',
    summary: 'A contract’s cash flow period by period (day, week or month): the chart’s series',
    description: `${EITHER} The span is \`from\`–\`to\`, the last twelve months unless told; at most 400 periods.`,
    tag: TAG,
    access: 'USER',
    params: ContractParamsSchema,
    query: CashFlowQuerySchema,
    answer: json(CashFlowSchema),
  }),
  correct: endpoint({
    method: 'POST',
    path: '/api/balance/corrections',
    summary: 'A manual correction of a contract’s balance by airline staff, with its reason',
    description: 'A debit may not take the contract below zero, or below its credit limit on credit (KR): 409 says what is available.',
    tag: TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.balanceEdit,
    body: CorrectionSchema,
    answer: json(BalanceOperationSchema),
  }),
};

const PAYMENTS_TAG = 'finance';

/** Payments (section 3): the list, one payment, registering one by hand, deciding one in review. */
export const paymentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/payments',
    summary: 'Payments: date, description, amount, currency, contract, payment number, status',
    description: 'A client sees its own contracts’ payments; airline staff their airline’s, unmatched statement lines (no contract yet) included. Filters: contract, status, dates of payment, and `q` (number, payer, INN, purpose).',
    tag: PAYMENTS_TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.payments,
    query: PaymentListQuerySchema,
    answer: json(PaymentPageSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/payments/id-{id}',
    summary: 'One payment',
    tag: PAYMENTS_TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.payments,
    params: ContractParamsSchema,
    answer: json(PaymentRowSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/payments',
    summary: 'Registers a payment by hand: accepted at once (credited to the contract’s balance) unless `accept` is false',
    description: 'Airline staff with `financial.payment.edit`. Accepting notifies the client’s users (group payment).',
    tag: PAYMENTS_TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.paymentsEdit,
    body: PaymentBodySchema,
    answer: json(PaymentRowSchema),
  }),
  decide: endpoint({
    method: 'PATCH',
    path: '/api/payments/id-{id}/status',
    summary: 'Accepts, declines or cancels a payment in review (wait)',
    description: 'Accepting credits the balance through the ledger (assigning `contractId` to an unmatched payment); declined and cancelled payments never touch it. A payment already decided answers 409.',
    tag: PAYMENTS_TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.paymentsEdit,
    params: ContractParamsSchema,
    body: PaymentDecisionSchema,
    answer: json(PaymentRowSchema),
  }),
  statement: endpoint({
    method: 'POST',
    path: '/api/payments/statement',
    summary: 'Imports a bank statement (1CClientBankExchange): each incoming payment order becomes a payment',
    description:
      `Airline staff with \`financial.payment.edit\`. The file (windows-1251 or DOS 866, up to ${MAX_STATEMENT_BYTES / 1024 / 1024} MB and ${MAX_STATEMENT_DOCUMENTS.toLocaleString('en')} orders) is checked whole first: ` +
      'a bad document refuses the file with 400 and a problem per line and key (`"<line>.<key>"`). An order whose payer INN is a contractor’s and whose purpose names ' +
      'one of its contracts is accepted and credited; others wait for a person (contract unknown); an order imported before is skipped; outgoing orders are ignored.',
    tag: PAYMENTS_TAG,
    access: 'USER',
    ability: FINANCE_ABILITIES.paymentsEdit,
    form: { fields: v.object({}), files: { name: 'file', max: 1, description: 'The statement as the bank gave it (1CClientBankExchange text)' } },
    answer: json(StatementResultSchema),
  }),
};
