// The account feature's public entry: what other features of mf-buyer may use.
export { PLAN_NAMES, getAccount } from './api/account';
export { accountKeys, accountQueries } from './api/queries';
export type { BuyerAccount } from './api/account';
