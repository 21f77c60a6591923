import { Grid } from '#ds/primitives/Grid';
import { useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { useT } from '#ds/i18n';
import { BlobVideo, CameraRecorder, type CameraProblem } from '#ds/video/VideoWizard';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { Stack } from '#ds/primitives/Stack';

export type CaptureScreenProps = {
  /** Where the person came from, to go back with or without a recording. */
  backHref: string;
  /** The recording is kept: the container hands it over and goes back. */
  onUse: (recording: Blob) => void;
  /** Opens the camera; `getUserMedia` by default. */
  getCameraStream?: () => Promise<MediaStream>;
  /** Show this camera problem instead of asking for the camera (stories). */
  cameraProblem?: CameraProblem;
  /** Recording stops by itself after this many seconds. */
  maxSeconds?: number;
};

/**
 * Record a video (capture?redirectTo=…): the camera with its countdown and time limit, the
 * take to watch, then Redo or Use this recording, which returns to the page that asked.
 */
export function CaptureScreen({
  backHref,
  onUse,
  getCameraStream,
  cameraProblem,
  maxSeconds,
}: CaptureScreenProps) {
  const t = useT();
  const [take, setTake] = useState<Blob | null>(null);
  return (
    <ScreenFrame
      title={t('capture.title')}
      description={t('capture.description')}
      breadcrumbs={<Link href={backHref}>{t('capture.back')}</Link>}
      status="ready"
      width="narrow"
    >
      <Card>
        <Card.Body>
          <Grid gap={4} shrink>
            {take ? (
              <>
                <BlobVideo blob={take} label={t('videoWizard.camera.take')} />
                <Stack direction="horizontal" justify="end" wrap="wrap" gap={3}>
                  <Button
                    variant="secondary"
                    icon={<Icon name="refresh" size="small" />}
                    onClick={() => setTake(null)}
                  >
                    {t('videoWizard.camera.redo')}
                  </Button>
                  <Button icon={<Icon name="check" size="small" />} onClick={() => onUse(take)}>
                    {t('capture.useTake')}
                  </Button>
                </Stack>
              </>
            ) : (
              <CameraRecorder
                getStream={getCameraStream}
                initialProblem={cameraProblem}
                maxSeconds={maxSeconds}
                onRecorded={setTake}
              />
            )}
          </Grid>
        </Card.Body>
      </Card>
    </ScreenFrame>
  );
}
