import type { ComponentType } from 'react';
import { BillingRenewalContainer } from './BillingRenewalContainer';
import type { BillingRoute } from './billingRoutes';
import { CardCheckoutContainer } from '#app/features/cardOrders/CardCheckoutContainer';
import { CheckoutContainer } from './CheckoutContainer';
import { PaymentInfoContainer, UpdateBillingInfoContainer } from './PaymentInfoContainer';
import { PlanContainer, SubscriptionsContainer } from './PlanContainer';
import { PricingContainer } from './PricingContainer';
import {
  UpgradeInformationContainer,
  UpgradeMembershipContainer,
  UpgradeSuccessfulContainer,
} from './UpgradeContainers';

/** The payment pages' containers by route, loaded as one chunk (app/routeLoaders.ts). */
export const billingScreens: Record<BillingRoute, ComponentType> = {
  checkout: CheckoutContainer,
  individualCheckout: CardCheckoutContainer,
  pricing: PricingContainer,
  billingRenewal: BillingRenewalContainer,
  paymentInfo: PaymentInfoContainer,
  updateBillingInfo: UpdateBillingInfoContainer,
  plan: PlanContainer,
  subscriptions: SubscriptionsContainer,
  upgradeInformation: UpgradeInformationContainer,
  upgradeMembership: UpgradeMembershipContainer,
  upgradeSuccessful: UpgradeSuccessfulContainer,
};
