// The suppliers feature's public entry: what other features of mf-buyer may use.
export {
  getSupplier,
  recommendSuppliers,
  searchCatalog,
  searchSuppliers,
  toSupplierCard,
} from './api/suppliers';
export type { CatalogProduct, SupplierCard as SupplierCardData } from './api/suppliers';
export { supplierQueries } from './api/queries';
export { SupplierCard, connectPath } from './components/SupplierCard';
