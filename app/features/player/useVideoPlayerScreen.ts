import { useMutation, useQuery } from '@tanstack/react-query';
import { calls } from '#contract/calls';
import { useToast } from '#ds/feedback/Toast';
import { useT } from '#ds/i18n';
import type {
  VideoPlayerFormValues,
  VideoPlayerScreenProps,
} from '#screens/player/VideoPlayerScreen';
import type { FieldErrors } from '#screens/shared/messages';
import type { ScreenFormOutcome } from '#screens/shared/ScreenForm';
import { errorCode, fieldErrors } from '#app/api';
import { endpointMutation } from '#app/query/endpointMutation';
import { endpointQuery } from '#app/query/endpointQuery';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf } from '#app/shared/screenStatus';

/** What a refused save means to the pastor (never the server's own text). */
export function saveOutcomeOf(error: unknown): ScreenFormOutcome {
  if (errorCode(error) === 'validation_failed') {
    const fields = fieldErrors(error);
    const errors: FieldErrors<string> = {};
    if ('website_url' in fields) errors.website_url = 'videoPlayer.errors.https';
    if ('donation_url' in fields) errors.donation_url = 'videoPlayer.errors.https';
    if ('category_slug' in fields) errors.category_slug = 'common.somethingWentWrong';
    if (Object.keys(errors).length > 0) return { fieldErrors: errors };
  }
  return { formError: 'common.somethingWentWrong' };
}

/**
 * The website player's generator (/videoPlayer): the church's embed and the published
 * categories (GET /player/embed); a save (POST /player/embed) keeps the embed's id, so codes
 * already on the website keep working. A copied code is confirmed in a toast.
 */
export function useVideoPlayerScreen(): VideoPlayerScreenProps {
  const t = useT();
  const toast = useToast();
  const read = useQuery(endpointQuery(calls.playerEmbed));
  const save = useMutation(endpointMutation(calls.savePlayerEmbed));
  const data = read.data;
  return {
    ...screenStateOf([read]),
    churchName: data?.church_name ?? '',
    categories: data?.categories ?? [],
    embed: data?.embed ?? null,
    playerOrigin: data?.player_origin ?? '',
    onSave: async (values: VideoPlayerFormValues) => {
      try {
        await save.mutateAsync({
          website_url: values.website_url.trim(),
          category_slug: values.category_slug || null,
          donation_url: values.donation_url?.trim() || null,
        });
        toast.show({ tone: 'success', title: t('videoPlayer.saved') });
        return undefined;
      } catch (error) {
        reportFailure('Saving the website player', error);
        return saveOutcomeOf(error);
      }
    },
    onCopied: () => {
      toast.show({ tone: 'success', title: t('videoPlayer.copied') });
    },
  };
}
