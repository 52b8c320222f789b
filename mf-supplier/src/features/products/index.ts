// The products feature's public entry: what other features of mf-supplier may use.
export type { PlanUsage } from './api/products';
export { productKeys, productQueries } from './api/queries';
export { ProductsPanel } from './components/ProductsPanel';
