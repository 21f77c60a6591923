import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calls } from '#contract/calls';
import type { TestimonialStatus } from '#contract/testimonials/testimonials';
import type { TestimonialsScreenProps } from '#screens/testimonials/TestimonialsScreen';
import { errorCode } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';

const NO_COUNTS = { pending: 0, approved: 0, rejected: 0, withdrawn: 0 };

/**
 * Testimonials (GET /testimonials, POST /approve_testimonial and /reject_testimonial, decision
 * 054): one state's testimonials at a time, the previous tab's kept on screen while the next
 * loads. A decision refreshes the list and the counts (app/query/invalidations.ts).
 */
export function useTestimonialsScreen(): TestimonialsScreenProps {
  const [state, setState] = useState<TestimonialStatus>('pending');
  const list = useQuery({
    ...endpointQuery(calls.testimonials, { status: state }),
    placeholderData: keepPreviousData,
  });
  const approve = useMutation(endpointMutation(calls.approveTestimonial));
  const reject = useMutation(endpointMutation(calls.rejectTestimonial));

  const decide = async (mutation: typeof approve, id: number, what: string) => {
    try {
      await mutation.mutateAsync({ id });
    } catch (error) {
      // Decided by someone else meanwhile, or withdrawn by the person (409), or gone (404).
      if (errorCode(error) === 'conflict' || errorCode(error) === 'not_found') {
        await list.refetch();
        return 'testimonials.decidedElsewhere' as const;
      }
      reportFailure(what, error);
      throw error;
    }
    return undefined;
  };

  return {
    ...screenStateOf([list]),
    state,
    onStateChange: setState,
    listStatus: list.isPlaceholderData ? 'loading' : 'ready',
    counts: list.data?.counts ?? NO_COUNTS,
    testimonials: list.isPlaceholderData ? [] : (list.data?.testimonials ?? []),
    onApprove: (id) => decide(approve, id, 'Approving a testimonial'),
    onReject: (id) => decide(reject, id, 'Rejecting a testimonial'),
  };
}
