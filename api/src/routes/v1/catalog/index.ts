// The catalog area of /v1 (products as suppliers keep them and as everyone finds them, suppliers):
// one file per resource, the area's schemas beside them.
import type { FastifyPluginAsync } from 'fastify';
import type { V1Deps } from '../deps.ts';
import { catalogRoutes } from './catalog.ts';
import { productRoutes } from './products.ts';
import { savedSupplierRoutes } from './savedSuppliers.ts';
import { supplierRoutes } from './suppliers.ts';

/** A supplier's products, the public catalog, the supplier search and pages, saved suppliers. */
export const catalogAreaRoutes: FastifyPluginAsync<V1Deps> = async (app, deps) => {
  await app.register(productRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(supplierRoutes, deps);
  await app.register(savedSupplierRoutes, deps);
};
