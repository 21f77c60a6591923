import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import { Checkbox, type CheckboxProps } from './Checkbox';

type StoryArgs = CheckboxProps & {
  initialValue?: boolean;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

function CheckboxStory({
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
      <Checkbox {...props} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/Checkbox',
  component: CheckboxStory,
  args: {
    name: 'monthlySummary',
    label: 'formExamples.monthlySummary',
    hint: 'formExamples.monthlySummaryHint',
    onSubmit: fn(),
  },
  argTypes: { validate: { control: false } },
} satisfies Meta<typeof CheckboxStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Unchecked: Story = { args: { hint: undefined } };

export const Checked: Story = { args: { initialValue: true } };

export const WithError: Story = {
  args: {
    name: 'terms',
    label: 'formExamples.agreeTerms',
    hint: undefined,
    required: true,
    submitOnMount: true,
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, initialValue: true } };

export const Required: Story = {
  args: { name: 'terms', label: 'formExamples.agreeTerms', hint: undefined, required: true },
};

export const KoreanDark: Story = {
  args: { name: 'terms', label: 'formExamples.agreeTerms', required: true, submitOnMount: true },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.monthlySummary') ?? '';
  const hint = text('formExamples.monthlySummaryHint');
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{ checked: true, disabledChecked: true }}
    >
      <Checkbox name="unchecked" label={label} />
      <Checkbox name="checked" label={label} hint={hint} />
      <Checkbox name="terms" label={text('formExamples.agreeTerms') ?? ''} required />
      <Checkbox name="disabled" label={label} disabled />
      <Checkbox name="disabledChecked" label={label} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const ClickKeyboardAndRequired: Story = {
  args: { name: 'terms', label: 'formExamples.agreeTerms', hint: undefined, required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /I agree to the terms of service/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(/This field is required/);
    await userEvent.click(canvas.getByText('I agree to the terms of service'));
    await expect(checkbox).toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ terms: true });
  },
};
