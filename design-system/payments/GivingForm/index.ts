export { GivingForm } from './GivingForm';
export type { Gift, GiftInterval, GivingFormProps } from './GivingForm';
export { parseAmountToCents } from './giftAmount';
