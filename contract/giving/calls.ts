import { endpoint } from '../endpoint.ts';
import {
  CancelDonationRequest,
  DonationRequest,
  DonationResponse,
  GivingOptionsResponse,
  MyDonationsResponse,
} from './donations.ts';

/**
 * The feature's calls of the spec (section 7), gathered in contract/calls.ts. Gifts: the options
 * and giving itself are public.
 */
export const givingCalls = {
  givingOptions: endpoint<never, GivingOptionsResponse>(
    'GET',
    '/donations/options',
    null,
    GivingOptionsResponse,
  ),
  donate: endpoint('POST', '/donations', DonationRequest, DonationResponse),
  myDonations: endpoint<never, MyDonationsResponse>(
    'GET',
    '/my_donations',
    null,
    MyDonationsResponse,
  ),
  cancelDonation: endpoint('POST', '/donations/cancel', CancelDonationRequest, DonationResponse),
};
