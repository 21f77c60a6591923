import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { StoryForm, useStoryText } from '../storySupport';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

type StoryArgs = Omit<RadioGroupProps, 'options'> & {
  initialValue?: string;
  submitOnMount?: boolean;
  /** Gives the first option a hint of its own. */
  optionHints?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

function useContactOptions(optionHints = false) {
  const t = useT();
  return [
    {
      value: 'email',
      label: t('formExamples.contactEmail'),
      hint: optionHints ? t('formExamples.emailHint') : undefined,
    },
    { value: 'phone', label: t('formExamples.contactPhone') },
    { value: 'text', label: t('formExamples.contactText') },
  ];
}

function RadioGroupStory({
  initialValue,
  submitOnMount,
  onSubmit,
  optionHints,
  label,
  hint,
  ...props
}: StoryArgs) {
  const text = useStoryText();
  const options = useContactOptions(optionHints);
  return (
    <StoryForm
      initialValues={{ [props.name]: initialValue }}
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
    >
      <RadioGroup {...props} options={options} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/RadioGroup',
  component: RadioGroupStory,
  args: {
    name: 'contactMethod',
    label: 'formExamples.contactMethod',
    hint: 'formExamples.contactMethodHint',
    onSubmit: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    validate: { control: false },
  },
} satisfies Meta<typeof RadioGroupStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { hint: undefined } };

export const Filled: Story = { args: { initialValue: 'phone', optionHints: true } };

export const Horizontal: Story = { args: { initialValue: 'email', orientation: 'horizontal' } };

export const WithError: Story = { args: { required: true, submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true, initialValue: 'text' } };

export const Required: Story = { args: { required: true } };

export const KoreanDark: Story = {
  args: { required: true, submitOnMount: true, orientation: 'horizontal' },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const options = useContactOptions(true);
  const label = text('formExamples.contactMethod') ?? '';
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{ vertical: 'email', horizontal: 'phone', disabled: 'text' }}
    >
      <RadioGroup
        name="vertical"
        label={label}
        hint={text('formExamples.contactMethodHint')}
        options={options}
      />
      <RadioGroup
        name="horizontal"
        label={label}
        options={options.map(({ hint: _hint, ...option }) => option)}
        orientation="horizontal"
      />
      <RadioGroup name="required" label={label} options={options} required />
      <RadioGroup name="disabled" label={label} options={options} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const ArrowKeysChoose: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: /How should we contact you/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/This field is required/);
    await userEvent.click(canvas.getByLabelText('Email'));
    await expect(group).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{ArrowDown}');
    const phone = canvas.getByRole('radio', { name: 'Phone call' });
    await expect(phone).toBeChecked();
    await expect(phone).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ contactMethod: 'text' });
  },
};
