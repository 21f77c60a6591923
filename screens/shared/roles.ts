import type { Role } from '#contract/roles';
import type { MessageKey } from '#ds/i18n';

/** Each role's name as people read it (account page, admin dashboard). */
export const roleLabelKeys: Record<Role, MessageKey> = {
  admin: 'account.roles.admin',
  individual: 'account.roles.individual',
  evangelism: 'account.roles.evangelism',
  free_evangelism: 'account.roles.freeEvangelism',
  care: 'account.roles.care',
  website: 'account.roles.website',
  discipleship: 'account.roles.discipleship',
};
