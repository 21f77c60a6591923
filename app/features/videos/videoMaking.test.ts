// @vitest-environment node
import { DetailedError } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { SLUG_TAKEN_MESSAGE, STORAGE_QUOTA_REACHED } from '#contract/videos/videos';
import { ApiError } from '#app/api';
import { publicVideoBaseUrl, publicVideoUrl } from '#app/publicChurchPage';
import { captureReturnPath } from './captureReturn';
import { keepCapturedRecording, takeCapturedRecording } from './capturedRecording';
import { recordingFile, uploadProblemOf, VideoUploadError } from './uploadVideo';
import { saveErrorOf } from './useMakeVideoScreen';

const httpError = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiError('http', 'refused', {
    status,
    body: { error: { code, message: 'refused', ...(fields ? { fields } : {}) } },
  });

/** A tus error as tus-js-client reports a refused request. */
function tusError(status: number, body = ''): DetailedError {
  const error = new DetailedError(
    `tus: unexpected response, response code: ${status}, response text: ${body}`,
  );
  error.originalResponse = {
    getStatus: () => status,
    getHeader: () => undefined,
    getBody: () => body,
    getUnderlyingObject: () => null,
  };
  return error;
}

describe('the public video address', () => {
  it('is /v/<slug> in the language prefix, on the given origin', () => {
    expect(publicVideoUrl('grace-welcome', 'en', 'https://example.org/')).toBe(
      'https://example.org/v/grace-welcome',
    );
    expect(publicVideoUrl('grace-welcome', 'es', 'https://example.org')).toBe(
      'https://example.org/es/v/grace-welcome',
    );
    // The wizard's base, which the custom URL is typed after.
    expect(publicVideoBaseUrl('ko', 'https://example.org')).toBe('https://example.org/ko/v/');
    expect(publicVideoUrl('', 'en', 'https://example.org')).toBeUndefined();
  });
});

describe('capture returns', () => {
  it('to a named route or an app path, in the page language', () => {
    expect(captureReturnPath('shareYourStory', 'en')).toBe('/share-your-story');
    expect(captureReturnPath('/share-your-story?church=grace', 'es')).toBe(
      '/es/share-your-story?church=grace',
    );
    expect(captureReturnPath('share-your-story', 'ko')).toBe('/ko/share-your-story');
    expect(captureReturnPath('/ko/welcome-video', 'fr')).toBe('/fr/welcome-video');
  });

  it('never outside the app: other hosts, public pages and nothing go to the dashboard', () => {
    for (const outside of [
      'https://evil.example/x',
      '//evil.example/x',
      '/users/signIn',
      null,
      '',
    ]) {
      expect(captureReturnPath(outside, 'en'), String(outside)).toBe('/dashboard');
    }
  });

  it('hands the recording over once', () => {
    const blob = new Blob(['take'], { type: 'video/webm' });
    keepCapturedRecording(blob);
    expect(takeCapturedRecording()).toBe(blob);
    expect(takeCapturedRecording()).toBeNull();
  });
});

describe('upload and save refusals', () => {
  it('tell a tus refusal apart by its status', () => {
    expect(uploadProblemOf(tusError(422))).toEqual({ kind: 'notVideo' });
    expect(uploadProblemOf(tusError(413))).toEqual({ kind: 'tooLarge' });
    expect(
      uploadProblemOf(
        tusError(413, 'This video is larger than 500 MB. Choose a shorter or smaller one.\n'),
      ),
    ).toEqual({ kind: 'tooLarge' });
    expect(
      uploadProblemOf(
        tusError(
          413,
          `${STORAGE_QUOTA_REACHED}: this video would take the videos you keep past 2 GB.`,
        ),
      ),
    ).toEqual({ kind: 'quotaReached' });
    expect(
      uploadProblemOf(tusError(429, 'Too many videos were uploaded. Try again in 12 minutes.')),
    ).toEqual({ kind: 'tooMany', retryAfterMinutes: 12 });
    expect(uploadProblemOf(new Error('network down'))).toEqual({ kind: 'failed' });
  });

  it('become our messages, never the server text', () => {
    expect(saveErrorOf(new VideoUploadError({ kind: 'notVideo' }))).toBe(
      'makeVideo.errors.notVideo',
    );
    expect(saveErrorOf(new VideoUploadError({ kind: 'tooLarge' }))).toEqual({
      key: 'makeVideo.errors.tooLarge',
      params: { max: 500 },
    });
    expect(saveErrorOf(new VideoUploadError({ kind: 'quotaReached' }))).toBe(
      'makeVideo.errors.quotaReached',
    );
    expect(saveErrorOf(new VideoUploadError({ kind: 'failed' }))).toBe(
      'makeVideo.errors.uploadFailed',
    );
    expect(saveErrorOf(httpError(409, 'conflict', { slug: SLUG_TAKEN_MESSAGE }))).toBe('slugTaken');
    expect(
      saveErrorOf(httpError(400, 'validation_failed', { upload_id: 'This file is not a video.' })),
    ).toBe('makeVideo.errors.notVideo');
    expect(saveErrorOf(httpError(400, 'validation_failed', { upload_id: 'Upload again.' }))).toBe(
      'makeVideo.errors.uploadAgain',
    );
    expect(saveErrorOf(httpError(500, 'internal_error'))).toBe('common.somethingWentWrong');
  });

  it('make a recording a file with a name and a date, so that it can be resumed', () => {
    const file = recordingFile(
      new Blob(['x'], { type: 'video/webm;codecs=vp8' }),
      1_700_000_000_000,
    );
    expect(file.name).toBe('recording-1700000000000.webm');
    expect(file.lastModified).toBe(1_700_000_000_000);
    expect(recordingFile(new Blob(['x'], { type: 'video/mp4' }), 1).name).toBe('recording-1.mp4');
  });
});
