// The console's resources, one line each (docs/architecture.md § Adding a bounded context).
export { default as ads } from './ads';
export { default as vouchers } from './vouchers';
export { default as payments } from './payments';
export { default as promotions } from './promotions';
export { default as verifications } from './verifications';
export { default as wallets } from './wallets';
export { default as reports } from './reports';
export { default as notes } from './notes';
export { default as accounts } from './accounts';
export { default as audit } from './audit';
export { default as projections } from './projections';
export { default as dashboard } from './dashboard';
export { default as online } from './online';
export { default as imageEditing } from './image-editing';
export { default as salons } from './salons';
export { default as support } from './support';
export { default as articles } from './articles';
