import { LinkButton } from '#ds/actions/LinkButton';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';

export type VideoNextStepProps = {
  /** What the saved video is: a month's video, or an instruction video. */
  kind: 'monthly' | 'instruction';
  /** The create form of the page that shows it, the video chosen there already. */
  href: string;
};

/**
 * After Admin › Upload video (decision 071): a video reaches partners through a content item,
 * so the upload ends with the way to that item — a month's page, or a page for an instruction video.
 */
export function VideoNextStep({ kind, href }: VideoNextStepProps) {
  const t = useT();
  return (
    <InlineAlert
      tone="info"
      title={t(`contentAdmin.videoUpload.${kind}Title`)}
      description={t(`contentAdmin.videoUpload.${kind}Description`)}
      action={
        <LinkButton href={href} variant="secondary">
          {t(`contentAdmin.videoUpload.${kind}Action`)}
        </LinkButton>
      }
    />
  );
}
