// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ActivityRecord } from '#contract';
import type { MessageKey } from '#ds/i18n';
import { pathFor, type RouteName } from '#app/routes';
import { activityOf } from './useAdminDashboardScreen';

const texts: Partial<Record<string, string>> = {
  'resources.activity.resources.users': 'user',
  'resources.users.fields.firstname': 'First name',
};
const t = (key: MessageKey) => texts[key] ?? key;
const href = (name: RouteName, options?: { params?: Record<string, string | number> }) =>
  pathFor(name, options?.params);

const entry = (overrides: Partial<ActivityRecord>): ActivityRecord => ({
  id: 1,
  actor_user_id: 1,
  actor_name: 'Ada Admin',
  action: 'update',
  resource: 'users',
  record_id: 7,
  record_label: 'a@b.co',
  changed_fields: [],
  created_at: '2026-03-15T08:42:00.000Z',
  ...overrides,
});

describe('activityOf', () => {
  it('translates the kind and the fields, and links to a record that still exists', () => {
    const [line] = activityOf(t, href, [entry({ changed_fields: ['firstname', 'odd'] })]);
    expect(line).toMatchObject({
      resourceLabel: 'user',
      changedFields: ['First name', 'odd'],
      href: '/admin/user/7',
    });
  });

  it('does not link to a deleted record, nor to a resource without pages', () => {
    const lines = activityOf(t, href, [
      entry({ id: 2, action: 'delete' }),
      entry({ id: 1, action: 'create' }),
      entry({ id: 3, resource: 'pages', record_id: 4 }),
    ]);
    expect(lines.map((line) => line.href)).toEqual([undefined, undefined, undefined]);
    expect(lines[2]?.resourceLabel).toBe('pages');
  });
});
