export * from './money.ts';
export * from './exchange.ts';
export * from './format.ts';
export * from './allocate.ts';
export * from './decimal.ts';
