// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#app/api';
import { settingsSaveErrorOf } from './useAdminSettingsScreen';

function refused(fields: Record<string, string>) {
  return new ApiError('http', 'POST: 400', {
    status: 400,
    body: { error: { code: 'validation_failed', message: 'Refused.', fields } },
  });
}

describe('settingsSaveErrorOf', () => {
  it('finds the setting of each refused entry of a set_config', () => {
    const sent = [
      { key: 'support_email', value: 'help@demo.church' },
      { key: 'pastor_dashboard_video', value: 'https://example.org/video' },
    ] as const;
    expect(
      settingsSaveErrorOf(refused({ '1.value': 'Enter a YouTube or Vimeo link.' }), [...sent]),
    ).toEqual({
      fieldErrors: { pastor_dashboard_video: 'validation.videoLink' },
    });
  });

  it('finds the setting of a refused set_config_var', () => {
    expect(
      settingsSaveErrorOf(refused({ value: 'Enter a valid email address.' }), [
        { key: 'designer_email', value: 'nope' },
      ]),
    ).toEqual({
      fieldErrors: { designer_email: 'validation.email' },
    });
  });

  it('says anything else went wrong', () => {
    expect(settingsSaveErrorOf(new ApiError('http', 'POST: 403', { status: 403 }), [])).toEqual({
      formError: 'common.somethingWentWrong',
    });
  });
});
