export { PricingTable } from './PricingTable';
export type { PricingBand, PricingPlanOption, PricingTableProps } from './PricingTable';
