export * from './enums.ts';
export * from './plans.ts';
