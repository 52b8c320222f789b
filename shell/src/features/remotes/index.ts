// What other features use of the remotes feature.
export { ensureRemoteCompatible } from './registry';
export { diagnosticsRequested } from './diagnostics';
