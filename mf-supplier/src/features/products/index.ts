// The products feature's public entry: what other features of mf-supplier may use.
export { productKeys } from './api/queries';
export { ProductsPanel } from './components/ProductsPanel';
