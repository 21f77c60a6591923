import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import type { MyGiftsSectionProps } from '#screens/giving/MyGiftsSection';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';

/** The signed-in donor's active monthly gifts and their Cancel (MyGiftsSection's props). */
export function useMyGifts(): MyGiftsSectionProps {
  const mine = useQuery(endpointQuery(endpoints.myDonations));
  const cancel = useMutation(endpointMutation(endpoints.cancelDonation));
  const gifts = (mine.data?.donations ?? [])
    .filter((gift) => gift.interval === 'month' && gift.status === 'active' && gift.next_charge_at)
    .map((gift) => ({
      id: gift.id,
      totalCents: gift.total_cents,
      nextChargeAt: gift.next_charge_at!,
      cardLast4: gift.card_last4,
    }));
  return { gifts, onCancel: (id) => cancel.mutateAsync({ id }) };
}
