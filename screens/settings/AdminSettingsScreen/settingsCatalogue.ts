import type { ConfigKey, ConfigKind } from '#contract/config';
import { LIMITS } from '#contract/validation';
import { composeValidators, email, maxLength, videoLink, type Validator } from '#ds/forms';
import type { MessageKey } from '#ds/i18n';
import { CRISIS_LINE_KEYS } from '#contract/care/crisisLine';
import { crisisLineLabels, crisisLineSection } from './crisisLineSettings';

/** The groups the settings page shows, in order; each can be saved on its own. */
export const adminSettingsSectionIds = [
  'contact',
  'pastorVideos',
  'individualVideos',
  'moderatorVideos',
  'reminders',
  'care',
] as const;

export type AdminSettingsSectionId = (typeof adminSettingsSectionIds)[number];

export const sectionSettings: Record<AdminSettingsSectionId, readonly ConfigKey[]> = {
  contact: ['support_email', 'designer_email'],
  pastorVideos: ['pastor_instruction_video', 'pastor_dashboard_video', 'pastor_invitation_video'],
  individualVideos: [
    'individual_instruction_video',
    'individual_dashboard_video',
    'individual_signup_link',
  ],
  moderatorVideos: ['moderator_video', 'moderator_invitation_video'],
  reminders: ['popup_reminder_pastor_link', 'popup_reminder_individual_link'],
  care: CRISIS_LINE_KEYS,
};

export const settingLabels: Record<ConfigKey, { label: MessageKey; hint: MessageKey }> = {
  ...crisisLineLabels,
  support_email: {
    label: 'adminSettings.fields.supportEmail.label',
    hint: 'adminSettings.fields.supportEmail.hint',
  },
  designer_email: {
    label: 'adminSettings.fields.designerEmail.label',
    hint: 'adminSettings.fields.designerEmail.hint',
  },
  pastor_instruction_video: {
    label: 'adminSettings.fields.pastorInstructionVideo.label',
    hint: 'adminSettings.fields.pastorInstructionVideo.hint',
  },
  pastor_dashboard_video: {
    label: 'adminSettings.fields.pastorDashboardVideo.label',
    hint: 'adminSettings.fields.pastorDashboardVideo.hint',
  },
  pastor_invitation_video: {
    label: 'adminSettings.fields.pastorInvitationVideo.label',
    hint: 'adminSettings.fields.pastorInvitationVideo.hint',
  },
  individual_instruction_video: {
    label: 'adminSettings.fields.individualInstructionVideo.label',
    hint: 'adminSettings.fields.individualInstructionVideo.hint',
  },
  individual_dashboard_video: {
    label: 'adminSettings.fields.individualDashboardVideo.label',
    hint: 'adminSettings.fields.individualDashboardVideo.hint',
  },
  individual_signup_link: {
    label: 'adminSettings.fields.individualSignupLink.label',
    hint: 'adminSettings.fields.individualSignupLink.hint',
  },
  moderator_video: {
    label: 'adminSettings.fields.moderatorVideo.label',
    hint: 'adminSettings.fields.moderatorVideo.hint',
  },
  moderator_invitation_video: {
    label: 'adminSettings.fields.moderatorInvitationVideo.label',
    hint: 'adminSettings.fields.moderatorInvitationVideo.hint',
  },
  popup_reminder_pastor_link: {
    label: 'adminSettings.fields.popupReminderPastorLink.label',
    hint: 'adminSettings.fields.popupReminderPastorLink.hint',
  },
  popup_reminder_individual_link: {
    label: 'adminSettings.fields.popupReminderIndividualLink.label',
    hint: 'adminSettings.fields.popupReminderIndividualLink.hint',
  },
};

export const sectionTexts: Record<
  AdminSettingsSectionId,
  { title: MessageKey; description: MessageKey }
> = {
  contact: {
    title: 'adminSettings.sections.contact.title',
    description: 'adminSettings.sections.contact.description',
  },
  pastorVideos: {
    title: 'adminSettings.sections.pastorVideos.title',
    description: 'adminSettings.sections.pastorVideos.description',
  },
  individualVideos: {
    title: 'adminSettings.sections.individualVideos.title',
    description: 'adminSettings.sections.individualVideos.description',
  },
  moderatorVideos: {
    title: 'adminSettings.sections.moderatorVideos.title',
    description: 'adminSettings.sections.moderatorVideos.description',
  },
  reminders: {
    title: 'adminSettings.sections.reminders.title',
    description: 'adminSettings.sections.reminders.description',
  },
  care: crisisLineSection,
};

/** An absolute http(s) address, as the contract's `isHttpUrl` checks it. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const httpUrl: Validator<string | undefined> = (value) =>
  value === undefined || value.trim() === '' || isHttpUrl(value)
    ? undefined
    : 'adminSettings.validation.url';

/** Each kind's checks: e-mails by the e-mail rule, videos by the video-link rule, links as web addresses. */
export const kindValidators: Record<ConfigKind, Validator<string | undefined>> = {
  email: composeValidators<string | undefined>(email, maxLength(LIMITS.configValue)),
  video: composeValidators<string | undefined>(videoLink, maxLength(LIMITS.configValue)),
  url: composeValidators<string | undefined>(httpUrl, maxLength(LIMITS.configValue)),
  text: maxLength(LIMITS.configValue),
};
