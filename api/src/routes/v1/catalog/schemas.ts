// The catalog area's schemas beside its routes (requests and answers themselves are the contracts':
// contracts/wire); the /v1 ones every area shares are in ../schemas.ts.

/** The public catalog and supplier search. */
export const tags = ['marketplace: catalog'];

/** A supplier's own products. */
export const productTags = ['marketplace: products'];

/** A buyer's shortlist of suppliers. */
export const savedSupplierTags = ['marketplace: saved suppliers'];
