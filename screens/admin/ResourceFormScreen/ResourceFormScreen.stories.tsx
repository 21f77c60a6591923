import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog } from '#ds/feedback/Dialog/storySupport';
import { localeNames, locales, useT } from '#ds/i18n';
import { roleLabelKeys } from '#screens/shared/roles';
import { inContentFrame } from '#screens/shared/storySupport';
import {
  ResourceFormScreen,
  type ResourceFormField,
  type ResourceFormScreenProps,
} from './ResourceFormScreen';

/** The user form, with its labels in the story's language. */
function UserForm({
  editing,
  ...props
}: Omit<ResourceFormScreenProps, 'fields' | 'title' | 'back' | 'submitLabel'> & {
  editing: boolean;
}) {
  const t = useT();
  const fields: ResourceFormField[] = [
    { name: 'email', label: t('resources.users.fields.email'), kind: 'email', required: true },
    {
      name: 'firstname',
      label: t('resources.users.fields.firstname'),
      kind: 'text',
      required: true,
    },
    { name: 'lastname', label: t('resources.users.fields.lastname'), kind: 'text', required: true },
    {
      name: 'roles',
      label: t('resources.users.fields.roles'),
      kind: 'choices',
      hint: t('resources.users.hints.roles'),
      options: Object.entries(roleLabelKeys).map(([value, key]) => ({ value, label: t(key) })),
    },
    {
      name: 'account_id',
      label: t('resources.users.fields.account_id'),
      kind: 'select',
      required: true,
      options: [
        { value: '2', label: 'Grace Community Church' },
        { value: '3', label: 'Hope Fellowship' },
      ],
    },
    {
      name: 'locale',
      label: t('resources.users.fields.locale'),
      kind: 'select',
      hint: t('resources.users.hints.locale'),
      options: locales.map((value) => ({
        value,
        label: localeNames[value],
        lang: value,
      })),
    },
    ...(editing
      ? []
      : [
          {
            name: 'password',
            label: t('resources.users.fields.password'),
            kind: 'password' as const,
            hint: t('resources.users.hints.password'),
          },
        ]),
  ];
  return (
    <ResourceFormScreen
      {...props}
      fields={fields}
      title={
        editing
          ? t('resources.users.editTitle', { name: 'Grace Kim' })
          : t('resources.users.createTitle')
      }
      back={{ label: t('routes.adminUsers'), href: '/admin/user' }}
      submitLabel={editing ? t('common.save') : t('resources.users.create')}
      deleteAction={
        editing
          ? {
              label: t('resources.users.delete'),
              message: t('resources.users.deleteMessage'),
              onDelete: fn(),
            }
          : undefined
      }
      facts={
        editing
          ? [
              { label: t('resources.users.fields.created_at'), value: 'January 5, 2026' },
              { label: t('resources.users.fields.updated_at'), value: 'March 14, 2026' },
            ]
          : undefined
      }
    />
  );
}

/** A special offer's form: an amount typed in dollars and two moments in the browser's zone. */
function OfferForm(props: Pick<ResourceFormScreenProps, 'onSubmit'>) {
  const t = useT();
  const zone = { zone: 'America/Chicago' };
  const fields: ResourceFormField[] = [
    {
      name: 'sale_price_cents',
      label: t('resources.store_offers.fields.sale_price_cents'),
      kind: 'money',
      hint: t('resources.store_offers.hints.sale_price_cents'),
      required: true,
    },
    {
      name: 'starts_at',
      label: t('resources.store_offers.fields.starts_at'),
      kind: 'datetime',
      hint: t('adminResources.timeHint', zone),
      required: true,
    },
    {
      name: 'ends_at',
      label: t('resources.store_offers.fields.ends_at'),
      kind: 'datetime',
      hint: t('resources.store_offers.hints.ends_at', zone),
      required: true,
    },
  ];
  return (
    <ResourceFormScreen
      {...props}
      fields={fields}
      initialValues={{
        sale_price_cents: '69.00',
        starts_at: '2026-12-01T08:00',
        ends_at: '2026-12-24T18:30',
      }}
      title={t('resources.store_offers.createTitle')}
      back={{ label: t('routes.adminStoreOffers'), href: '/admin/store/offers' }}
      submitLabel={t('resources.store_offers.create')}
    />
  );
}

const grace = {
  email: 'pastor@demo.church',
  firstname: 'Grace',
  lastname: 'Kim',
  roles: ['evangelism'],
  account_id: '2',
  locale: 'ko',
};

const meta = {
  title: 'Screens/Admin/ResourceFormScreen',
  component: UserForm,
  args: { editing: true, initialValues: grace, onSubmit: fn(), onRetry: fn() },
  decorators: [inContentFrame],
  parameters: { layout: 'fullscreen' },
  globals: { role: 'admin' },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing a user: the form, read-only facts, and delete at the bottom. */
export const Edit: Story = { tags: ['visual'] };

export const EditKorean: Story = { tags: ['visual'], globals: { locale: 'ko' } };

/** A new user: the language starts as the admin's own. */
export const Create: Story = {
  args: { editing: false, initialValues: { roles: [], locale: 'en' } },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error' } };

/** The server refused the record to this person (403). */
export const Restricted: Story = { args: { status: 'restricted' } };

/** The server refused the address: its message shows on the field, and what was typed stays. */
export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () => ({
      fieldErrors: { email: 'resources.users.emailTaken' as const },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...grace, roles: ['evangelism'] });
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /email address/i })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: /email address/i })).toHaveValue(
      'pastor@demo.church',
    );
  },
};

/** Roles are a list of checkboxes; the answer carries the chosen ones in order. */
export const ChangeRoles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Care team' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Church partner' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ roles: ['care'] }));
  },
};

/** An account whose delete the server refuses, because it still has users. */
function AccountWithUsers(args: Pick<ResourceFormScreenProps, 'onSubmit'>) {
  const t = useT();
  return (
    <ResourceFormScreen
      {...args}
      title="Grace Community Church"
      back={{ label: t('routes.adminAccounts'), href: '/admin/account' }}
      submitLabel={t('common.save')}
      fields={[
        {
          name: 'church_name',
          label: t('resources.accounts.fields.church_name'),
          kind: 'text',
          required: true,
        },
      ]}
      initialValues={{ church_name: 'Grace Community Church' }}
      deleteAction={{
        label: t('resources.accounts.delete'),
        message: t('resources.accounts.deleteMessage'),
        onDelete: async () => 'resources.accounts.hasUsers',
      }}
    />
  );
}

/** Delete asks first; a refusal from the server shows in the dialog. */
export const DeleteRefused: Story = {
  render: (args) => <AccountWithUsers {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await findOpenDialog(canvasElement, 'Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(
      await within(dialog).findByText('This account still has users. Move or delete them first.'),
    ).toBeVisible();
  },
};

/** A special offer: a price typed in dollars, moments in the browser's time zone. */
export const PricesAndTimes: Story = {
  tags: ['visual'],
  render: (args) => <OfferForm onSubmit={args.onSubmit} />,
};

/** Prices are typed in dollars (a comma reads as the decimal point) and checked before saving. */
export const PriceChecked: Story = {
  render: (args) => <OfferForm onSubmit={args.onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByRole('textbox', { name: /Sale price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a special offer' }));
    await expect(price).toHaveAccessibleDescription(/Enter an amount like 19.99/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(price);
    await userEvent.type(price, '19,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a special offer' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        sale_price_cents: '19,5',
        starts_at: '2026-12-01T08:00',
        ends_at: '2026-12-24T18:30',
      }),
    );
  },
};

export const PricesAndTimesKorean: Story = {
  tags: ['visual'],
  globals: { locale: 'ko' },
  render: (args) => <OfferForm onSubmit={args.onSubmit} />,
};
