export * from './CardPaymentForm';
export * from './InvoiceList';
export * from './PlanSummary';
export * from './PricingTable';
export * from './TestModeMarker';
export { formatDay, savingPercent } from './formatting';
export * from './GivingForm';
