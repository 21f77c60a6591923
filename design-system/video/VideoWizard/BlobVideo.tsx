import { useCallback } from 'react';
import { StyledStage } from './VideoWizard.styles';

export type BlobVideoProps = {
  /** A recording or an uploaded file. */
  blob: Blob;
  /** What the video is, for screen readers. */
  label: string;
  /** A picture shown before playing (the chosen thumbnail). */
  poster?: string | null;
};

/**
 * Plays a Blob in a 16:9 stage. The object URL is made when the element attaches and revoked
 * when it detaches, so nothing leaks and Strict Mode's double mount is safe.
 */
export function BlobVideo({ blob, label, poster }: BlobVideoProps) {
  const attach = useCallback(
    (node: HTMLVideoElement | null) => {
      if (!node) return undefined;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => {
        node.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return (
    <StyledStage>
      <video
        ref={attach}
        controls
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={label}
      />
    </StyledStage>
  );
}
