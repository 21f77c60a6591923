export * from './CardPaymentForm';
export * from './TestModeMarker';
