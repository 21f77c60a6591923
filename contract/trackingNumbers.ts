import { fedex, getTracking, s10, ups, usps } from 'ts-tracking-number';
import type { TrackingCourier } from 'ts-tracking-number';
import type { Carrier, CardOrderTracking } from './cardOrders/cardOrders.ts';

// Carriers' tracking numbers (issue 11: FedEx, UPS and USPS, each format validated). The formats
// and check digits are ts-tracking-number's (the data of the tracking_number_data project, kept
// up to date with the carriers' published formats); the tracking pages are the carriers' own.

/** The carriers' formats: USPS also carries international S10 items whose numbers end in US. */
const FORMATS: Record<Carrier, readonly TrackingCourier[]> = {
  fedex: [fedex],
  ups: [ups],
  usps: [usps, s10],
};

/** As a person types it: spaces and dashes dropped, letters as capitals. */
export function normalizeTrackingNumber(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** True when `number` (normalized) has the carrier's format and check digit. */
export function isTrackingNumberOf(carrier: Carrier, number: string): boolean {
  const normalized = normalizeTrackingNumber(number);
  if (!/^[0-9A-Z]{8,40}$/.test(normalized)) return false;
  const found = getTracking(normalized, FORMATS[carrier]);
  if (!found) return false;
  // An S10 item counts as USPS only when the US Postal Service issued it.
  return found.courier.code !== 's10' || normalized.endsWith('US');
}

/** Each carrier's tracking page, to which the (normalized) number is appended. */
export const TRACKING_PAGES: Record<Carrier, string> = {
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  ups: 'https://www.ups.com/track?tracknum=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's public tracking page for a number. */
export function trackingUrlOf(carrier: Carrier, number: string): string {
  return `${TRACKING_PAGES[carrier]}${encodeURIComponent(normalizeTrackingNumber(number))}`;
}

/** A shipped order's tracking as the API shows it (card and store orders); null before. */
export function trackingOf(
  carrier: Carrier | null,
  number: string | null,
): CardOrderTracking | null {
  if (!carrier || !number) return null;
  return { carrier, tracking_number: number, tracking_url: trackingUrlOf(carrier, number) };
}
