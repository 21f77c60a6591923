export * from './CardPaymentForm';
export * from './TestModeMarker';
export * from './GivingForm';
