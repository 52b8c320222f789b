// The errors feature's public entry: what other features of shell may use.
export { ErrorFallback } from './ErrorFallback';
export { StatusPanel } from './StatusPanel';
