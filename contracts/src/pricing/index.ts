export * from './price-list';
