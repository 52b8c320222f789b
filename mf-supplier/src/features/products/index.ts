// The products feature's public entry: what other features of mf-supplier may use.
export { ProductsPanel } from './components/ProductsPanel';
