import { useLocation } from 'react-router-dom';
import { returnToKey } from '#app/routing';
import { useLocale } from '#ds/i18n';
import { CaptureScreen } from '#screens/videos/CaptureScreen';
import { navigate } from '#app/navigation';
import { keepCapturedRecording } from './capturedRecording';
import { captureReturnPath } from './captureReturn';
import { MAX_RECORDING_SECONDS } from './useMakeVideoScreen';

/** capture?redirectTo=…: records, and returns there with the recording. */
export function CaptureContainer() {
  const locale = useLocale();
  const { search } = useLocation();
  const back = captureReturnPath(new URLSearchParams(search).get(returnToKey), locale);
  return (
    <CaptureScreen
      backHref={back}
      maxSeconds={MAX_RECORDING_SECONDS}
      onUse={(recording) => {
        keepCapturedRecording(recording);
        navigate(back);
      }}
    />
  );
}
