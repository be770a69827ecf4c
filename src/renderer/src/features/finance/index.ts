// The finance feature's face: what other features show of a contract's money.

export { ContractBalanceTab } from './components/ContractBalanceTab';
export { ContractDocumentsTab } from './components/ContractDocumentsTab';
export { ContractPaymentsTab } from './components/ContractPaymentsTab';
