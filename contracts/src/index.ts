export * from './enums.ts';
export * from './plans.ts';
export * from './inputText.ts';
export * from './regions.ts';
export * from './origins.ts';
