export { DailyChart } from './DailyChart';
export type { DailyChartDay, DailyChartProps } from './DailyChart';
export { FunnelChart } from './FunnelChart';
export type { FunnelChartProps, FunnelChartStep } from './FunnelChart';
