// The account feature's public entry: what other features of mf-buyer may use.
export { PLAN_NAMES, getAccount } from './api/account';
export type { BuyerAccount } from './api/account';
