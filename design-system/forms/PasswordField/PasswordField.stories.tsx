import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import type { Validator } from '../validators';
import { PasswordField, type PasswordFieldProps } from './PasswordField';
import { CatalogGrid } from '#ds/storySupport';

type StoryArgs = PasswordFieldProps & {
  initialValue?: string;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

/** The sign-up rule of the examples: at least 8 characters. */
const atLeastEight: Validator = (value) =>
  typeof value === 'string' && value.length > 0 && value.length < 8
    ? 'formExamples.passwordHint'
    : undefined;

function PasswordFieldStory({
  initialValue,
  submitOnMount,
  onSubmit,
  label,
  hint,
  ...props
}: StoryArgs) {
  const text = useStoryText();
  return (
    <StoryForm
      initialValues={{ [props.name]: initialValue }}
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
    >
      <PasswordField {...props} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/PasswordField',
  component: PasswordFieldStory,
  args: {
    name: 'password',
    label: 'formExamples.password',
    hint: 'formExamples.passwordHint',
    autoComplete: 'new-password',
    validate: atLeastEight,
    onSubmit: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password', 'off'] },
    validate: { control: false },
  },
} satisfies Meta<typeof PasswordFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { hint: undefined } };

export const Filled: Story = { args: { initialValue: 'Gr@ce-Church-2024' } };

export const Shown: Story = { args: { initialValue: 'Gr@ce-Church-2024', defaultVisible: true } };

export const WithError: Story = { args: { initialValue: 'grace', submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true, initialValue: 'Gr@ce-Church-2024' } };

export const Required: Story = { args: { required: true } };

export const KoreanDark: Story = {
  args: { initialValue: 'grace', submitOnMount: true, required: true },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.password') ?? '';
  const value = 'Gr@ce-Church-2024';
  return (
    <CatalogGrid gap={6}>
      <StoryForm submitButton={false} initialValues={{ shown: value }}>
        <PasswordField name="shown" label={label} defaultVisible />
      </StoryForm>
      <StoryForm
        submitOnMount
        submitButton={false}
        initialValues={{
          small: value,
          medium: value,
          large: value,
          disabled: value,
          short: 'grace',
        }}
      >
        {(['small', 'medium', 'large'] as const).map((size) => (
          <PasswordField key={size} name={size} label={label} size={size} />
        ))}
        <PasswordField
          name="short"
          label={label}
          hint={text('formExamples.passwordHint')}
          validate={atLeastEight}
        />
        <PasswordField name="required" label={label} required />
        <PasswordField name="disabled" label={label} disabled />
      </StoryForm>
    </CatalogGrid>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const ToggleShowsAndSubmitHides: Story = {
  args: { initialValue: 'Gr@ce-Church-2024' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Gr@ce-Church-2024' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
