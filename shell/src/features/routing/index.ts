// The routing feature's public entry: what other features of shell may use.
export { PageLoading } from './PageLoading';
export { markFirstScreenShown } from './firstScreen';
