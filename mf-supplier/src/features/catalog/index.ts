// The catalog feature's public entry: what other features of mf-supplier may use (its keys, so a
// product written elsewhere marks the catalog's list stale).
export { catalogKeys } from './api/queries';
