import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import { email } from '../validators';
import { TextField, type TextFieldProps } from './TextField';

type StoryArgs = TextFieldProps & {
  /** The value the form starts with. */
  initialValue?: string;
  /** Submit once on mount to show the state after a failed submit. */
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

/** Story args hold message keys for `label` and `hint`; they are translated here. */
function TextFieldStory({
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
      <TextField {...props} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/TextField',
  component: TextFieldStory,
  args: {
    name: 'email',
    label: 'formExamples.email',
    hint: 'formExamples.emailHint',
    type: 'email',
    autoComplete: 'email',
    validate: email,
    onSubmit: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'search', 'number'] },
    validate: { control: false },
  },
} satisfies Meta<typeof TextFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { hint: undefined } };

export const Filled: Story = { args: { initialValue: 'pastor@gracechurch.org' } };

export const WithError: Story = {
  args: { initialValue: 'pastor@gracechurch', submitOnMount: true },
};

export const RequiredMissing: Story = { args: { required: true, submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true, initialValue: 'pastor@gracechurch.org' } };

export const Required: Story = { args: { required: true } };

export const Korean: Story = {
  args: { initialValue: 'pastor@gracechurch', submitOnMount: true, required: true },
  globals: { locale: 'ko' },
};

export const Dark: Story = {
  args: { initialValue: 'pastor@gracechurch', submitOnMount: true, required: true },
  globals: { theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.email') ?? '';
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{
        small: 'small@church.org',
        medium: 'medium@church.org',
        large: 'large@church.org',
        disabled: 'pastor@church.org',
        invalid: 'pastor@',
      }}
    >
      {(['small', 'medium', 'large'] as const).map((size) => (
        <TextField key={size} name={size} label={label} size={size} type="email" validate={email} />
      ))}
      <TextField name="empty" label={label} hint={text('formExamples.emailHint')} />
      <TextField name="required" label={label} required />
      <TextField name="invalid" label={label} validate={email} />
      <TextField name="disabled" label={label} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const TypingValidatesOnBlur: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'pastor@gracechurch');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/valid email address/);
    await userEvent.type(input, '.org');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const SubmitShowsRequiredError: Story = {
  args: { required: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const input = canvas.getByRole('textbox', { name: /Email.*required/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/This field is required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, 'pastor@gracechurch.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'pastor@gracechurch.org' });
  },
};
