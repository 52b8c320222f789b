// The saved feature's public entry: what other features of mf-buyer may use.
export { useSavedIds } from './hooks/useSavedIds';
export type { SavedIds } from './hooks/useSavedIds';
