import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import { Textarea, type TextareaProps } from './Textarea';

type StoryArgs = TextareaProps & {
  /** A message key (or text) the form starts with. */
  initialValue?: string;
  submitOnMount?: boolean;
};

function TextareaStory({ initialValue, submitOnMount, label, hint, ...props }: StoryArgs) {
  const text = useStoryText();
  return (
    <StoryForm initialValues={{ [props.name]: text(initialValue) }} submitOnMount={submitOnMount}>
      <Textarea {...props} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/Textarea',
  component: TextareaStory,
  args: {
    name: 'description',
    label: 'formExamples.description',
    hint: 'formExamples.descriptionHint',
    maxLength: 200,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validate: { control: false },
  },
} satisfies Meta<typeof TextareaStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { hint: undefined, maxLength: undefined } };

export const Filled: Story = { args: { initialValue: 'formExamples.descriptionValue' } };

export const CountWithoutLimit: Story = {
  args: { initialValue: 'formExamples.descriptionValue', maxLength: undefined, showCount: true },
};

export const NearLimit: Story = {
  args: { initialValue: 'formExamples.descriptionValue', maxLength: 100 },
};

export const OverLimit: Story = {
  args: { initialValue: 'formExamples.descriptionValue', maxLength: 40, submitOnMount: true },
};

export const RequiredMissing: Story = { args: { required: true, submitOnMount: true } };

export const Disabled: Story = {
  args: { disabled: true, initialValue: 'formExamples.descriptionValue' },
};

export const Required: Story = { args: { required: true } };

export const KoreanOverLimit: Story = {
  args: { initialValue: 'formExamples.descriptionValue', maxLength: 20, submitOnMount: true },
  globals: { locale: 'ko' },
};

export const DarkOverLimit: Story = {
  args: { initialValue: 'formExamples.descriptionValue', maxLength: 40, submitOnMount: true },
  globals: { theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.description') ?? '';
  const value = text('formExamples.descriptionValue');
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{ small: value, medium: value, large: value, over: value, disabled: value }}
    >
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Textarea key={size} name={size} label={label} size={size} rows={2} />
      ))}
      <Textarea name="over" label={label} maxLength={40} rows={3} />
      <Textarea
        name="required"
        label={label}
        hint={text('formExamples.descriptionHint')}
        required
        rows={2}
      />
      <Textarea name="disabled" label={label} disabled rows={2} />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const TypingUpdatesCount: Story = {
  args: { maxLength: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox');
    await expect(textarea).toHaveAccessibleDescription(/Characters remaining: 12/);
    await userEvent.type(textarea, 'Grace 은혜');
    await expect(textarea).toHaveAccessibleDescription(/Characters remaining: 4/);
    await userEvent.type(textarea, ' church!');
    await expect(textarea).toHaveAccessibleDescription(/Characters over the limit: 4/);
    await userEvent.tab();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(/Use 12 characters or fewer/);
  },
};
