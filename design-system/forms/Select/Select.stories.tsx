import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, useCountryOptions, useStoryText } from '../storySupport';
import { Select, type SelectProps } from './Select';

type StoryArgs = Omit<SelectProps, 'options'> & {
  initialValue?: string;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

/** The options are the example countries, translated in the current language. */
function SelectStory({
  initialValue,
  submitOnMount,
  onSubmit,
  label,
  hint,
  placeholder,
  ...props
}: StoryArgs) {
  const text = useStoryText();
  const options = useCountryOptions();
  return (
    <StoryForm
      initialValues={{ [props.name]: initialValue }}
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
    >
      <Select
        {...props}
        options={options}
        label={text(label) ?? ''}
        hint={text(hint)}
        placeholder={placeholder === false ? false : text(placeholder)}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/Select',
  component: SelectStory,
  args: { name: 'country', label: 'locationForm.country', onSubmit: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validate: { control: false },
  },
} satisfies Meta<typeof SelectStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const Filled: Story = { args: { initialValue: 'kr' } };

export const NoPlaceholder: Story = { args: { placeholder: false, initialValue: 'us' } };

export const WithError: Story = { args: { required: true, submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true, initialValue: 'mx' } };

export const Required: Story = { args: { required: true } };

export const KoreanDark: Story = {
  args: { required: true, submitOnMount: true },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const options = useCountryOptions();
  const label = text('locationForm.country') ?? '';
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{ small: 'us', medium: 'br', large: 'kr', disabled: 'es' }}
    >
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Select key={size} name={size} label={label} size={size} options={options} />
      ))}
      <Select name="empty" label={label} options={options} />
      <Select name="required" label={label} options={options} required />
      <Select name="disabled" label={label} options={options} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const ChoosingClearsTheError: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: /Country/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(/This field is required/);
    await userEvent.selectOptions(select, 'South Korea');
    await expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ country: 'kr' });
  },
};
