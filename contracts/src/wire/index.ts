export * from './catalog.ts';
export * from './fields.ts';
export * from './inquiries.ts';
export * from './jsonSchema.ts';
export * from './products.ts';
export * from './savedSuppliers.ts';
export * from './threads.ts';
