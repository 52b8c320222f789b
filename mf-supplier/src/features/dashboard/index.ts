// The dashboard feature's public entry: what other features of mf-supplier may use (its keys, so a
// write elsewhere can mark the figures stale).
export { dashboardKeys } from './api/queries';
