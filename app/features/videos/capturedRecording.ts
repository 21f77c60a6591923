/**
 * The recording made on `capture`, handed to the page it returns to. Kept in memory only: a
 * recording is a large Blob that no storage should keep, and a reload simply starts over.
 */
let recording: Blob | null = null;

export function keepCapturedRecording(blob: Blob): void {
  recording = blob;
}

/** The recording made on capture, once: reading it clears it. */
export function takeCapturedRecording(): Blob | null {
  const taken = recording;
  recording = null;
  return taken;
}
