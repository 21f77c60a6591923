import { array, enums, nullable, number, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CARE_CONFIG } from './care/crisisLine.ts';
import { Id, isEmail, isHttpUrl, isVideoLink, LIMITS, Slug, VideoLink } from './validation.ts';

export type ConfigKind = 'email' | 'video' | 'url' | 'text';

/**
 * Every setting the admin settings screen edits (spec section 2, 'Admin settings links'), with the
 * kind of value it holds. An empty value means "not set".
 */
export const CONFIG_CATALOGUE = {
  support_email: 'email',
  designer_email: 'email',
  pastor_instruction_video: 'video',
  pastor_dashboard_video: 'video',
  individual_instruction_video: 'video',
  individual_dashboard_video: 'video',
  moderator_video: 'video',
  pastor_invitation_video: 'video',
  moderator_invitation_video: 'video',
  individual_signup_link: 'url',
  popup_reminder_pastor_link: 'url',
  popup_reminder_individual_link: 'url',
  ...CARE_CONFIG,
} as const satisfies Record<string, ConfigKind>;

export type ConfigKey = keyof typeof CONFIG_CATALOGUE;

export const CONFIG_KEYS = Object.keys(CONFIG_CATALOGUE) as ConfigKey[];

export const ConfigKeyStruct = enums(CONFIG_KEYS);

/** Why `value` does not fit the setting `key`, or null when it does. */
export function configValueProblem(key: ConfigKey, value: string): string | null {
  if (value === '') return null;
  if (value.length > LIMITS.configValue) return `Use at most ${LIMITS.configValue} characters.`;
  switch (CONFIG_CATALOGUE[key]) {
    case 'email':
      return isEmail(value) ? null : 'Enter a valid email address.';
    case 'video':
      return isVideoLink(value)
        ? null
        : 'Enter a YouTube or Vimeo link starting with http:// or https://.';
    case 'url':
      return isHttpUrl(value)
        ? null
        : 'Enter a full web address starting with http:// or https://.';
    case 'text':
      return null;
  }
}

/** A stored setting as the server answers it. */
export const ConfigEntry = object({ key: ConfigKeyStruct, value: string() });
export type ConfigEntry = Infer<typeof ConfigEntry>;

/**
 * A setting to store: its value is checked against the kind of its key. (Answers use the looser
 * ConfigEntry, so that tightening a rule never makes stored settings unreadable.)
 */
export const ConfigEntryInput = refine(ConfigEntry, 'config_value', (entry, context) => {
  const problem = configValueProblem(entry.key, entry.value);
  return problem === null ? true : { path: [...context.path, 'value'], message: problem };
});

/** Every setting of the catalogue, in catalogue order, '' when not set. */
export const GetConfigResponse = array(ConfigEntry);
export type GetConfigResponse = Infer<typeof GetConfigResponse>;

export const GetConfigVarRequest = object({ key: ConfigKeyStruct });
export type GetConfigVarRequest = Infer<typeof GetConfigVarRequest>;

export const GetConfigVarResponse = ConfigEntry;
export type GetConfigVarResponse = ConfigEntry;

/** Several settings at once; each key at most once. Answers with every setting. */
export const SetConfigRequest = refine(
  array(ConfigEntryInput),
  'unique_keys',
  (entries, context) => {
    const seen = new Set<string>();
    for (const [index, entry] of entries.entries()) {
      if (seen.has(entry.key)) {
        return { path: [...context.path, index, 'key'], message: 'This setting is listed twice.' };
      }
      seen.add(entry.key);
    }
    return true;
  },
);
export type SetConfigRequest = Infer<typeof SetConfigRequest>;

export const SetConfigResponse = GetConfigResponse;
export type SetConfigResponse = GetConfigResponse;

export const SetConfigVarRequest = ConfigEntryInput;
export type SetConfigVarRequest = ConfigEntry;

export const SetConfigVarResponse = ConfigEntry;
export type SetConfigVarResponse = ConfigEntry;

/**
 * A help video shown on a dashboard, named by a slug such as `pastor-dashboard`: a YouTube or
 * Vimeo link, or one of the admins' uploaded videos (`video_id`), whose `url` is then its
 * processed file (`/files/…`), or '' while it is not ready to play.
 */
export const InstructionVideo = object({
  slug: string(),
  url: string(),
  video_id: optional(nullable(number())),
});
export type InstructionVideo = Infer<typeof InstructionVideo>;

export const GetInstructionVideosResponse = array(InstructionVideo);
export type GetInstructionVideosResponse = Infer<typeof GetInstructionVideosResponse>;

/**
 * The slug must be a slug, and the video either a YouTube or Vimeo link (spec section 5) or an
 * uploaded instruction or monthly video, not both.
 */
export const SetInstructionVideoRequest = refine(
  object({ slug: Slug, url: optional(VideoLink), video_id: optional(Id) }),
  'one_video',
  (value, context) =>
    (value.url === undefined) !== (value.video_id === undefined) || {
      path: [...context.path, 'url'],
      message: 'Give a video link or choose an uploaded video, not both.',
    },
);
export type SetInstructionVideoRequest = Infer<typeof SetInstructionVideoRequest>;

export const SetInstructionVideoResponse = InstructionVideo;
export type SetInstructionVideoResponse = InstructionVideo;
