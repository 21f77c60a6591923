import type { StoreItem, StoreOrder } from '#contract/store/store';
import type { StoreOrderView, StoreProductView } from '#screens/store/storeScreenTypes';

/** A product of the API as the store's screens show it, with its checkout's address. */
export function productViewOf(
  item: StoreItem,
  checkoutHref: (id: number) => string,
): StoreProductView {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    imageUrl: item.image_url,
    priceCents: item.price_cents,
    salePriceCents: item.offer?.sale_price_cents ?? null,
    offerEndsAt: item.offer?.ends_at ?? null,
    digital: item.digital,
    href: checkoutHref(item.id),
  };
}

export function orderViewOf(order: StoreOrder): StoreOrderView {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.created_at,
    totalCents: order.total_cents,
    discountCents: order.discount_cents,
    couponCode: order.coupon_code,
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      lineTotalCents: item.line_total_cents,
      digital: item.digital,
    })),
    delivery: order.shipping && {
      state: order.shipping.state,
      address: {
        name: order.shipping.address.name,
        address: order.shipping.address.address,
        address2: order.shipping.address.address2,
        city: order.shipping.address.city,
        state: order.shipping.address.state,
        zipCode: order.shipping.address.zip_code,
        country: order.shipping.address.country,
      },
      tracking: order.shipping.tracking && {
        carrier: order.shipping.tracking.carrier,
        number: order.shipping.tracking.tracking_number,
        url: order.shipping.tracking.tracking_url,
      },
      shippedAt: order.shipping.shipped_at,
      deliveredAt: order.shipping.delivered_at,
    },
  };
}
