export { MoneyAmount, formatMoney } from './MoneyAmount';
export type { MoneyAmountProps } from './MoneyAmount';
