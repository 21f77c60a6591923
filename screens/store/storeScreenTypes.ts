import type { ScreenMessage } from '../shared/messages';

/** A product as the store's screens show it; the container maps the API's item to it. */
export type StoreProductView = {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  priceCents: number;
  /** The offer's price while an offer applies; null otherwise. */
  salePriceCents: number | null;
  /** When the offer ends (ISO), while one applies. */
  offerEndsAt: string | null;
  digital: boolean;
  /** The product's checkout. */
  href: string;
};

export type StoreOrderView = {
  id: number;
  number: string;
  createdAt: string;
  totalCents: number;
  discountCents: number;
  couponCode: string | null;
  items: readonly {
    id: number;
    name: string;
    quantity: number;
    lineTotalCents: number;
    digital: boolean;
  }[];
};

/** Asks for a digital item's signed link and starts the download; a message when it failed. */
export type DownloadItem = (itemId: number) => Promise<ScreenMessage | void>;
