import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StyledInput } from '../TextField/TextField.styles';
import { useStoryText } from '../storySupport';
import { FormField, RequiredNote, type FormFieldProps } from './FormField';
import { CatalogGrid } from '#ds/storySupport';

type StoryArgs = Omit<FormFieldProps, 'children' | 'footer'>;

/**
 * FormField alone, around a plain input: what every bound field is built on, and what a
 * screen uses to frame a control that is not bound to react-final-form (a card element).
 * `label`, `hint` and `error` hold message keys, translated here.
 */
function FormFieldStory({ label, hint, error, ...props }: StoryArgs) {
  const text = useStoryText();
  return (
    <div style={{ maxWidth: 480 }}>
      <FormField
        {...props}
        label={text(label) ?? ''}
        hint={text(typeof hint === 'string' ? hint : undefined)}
        error={text(error)}
      >
        {(control) => <StyledInput {...control} disabled={props.disabled} defaultValue="" />}
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Design System/Forms/FormField',
  component: FormFieldStory,
  args: { id: 'story-field', label: 'locationForm.name', hint: 'locationForm.nameHint' },
  argTypes: { layout: { control: false } },
} satisfies Meta<typeof FormFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = { args: { error: 'locationForm.nameRequired', required: true } };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true } };

export const KoreanDark: Story = {
  args: { error: 'locationForm.nameRequired', required: true },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  return (
    <div style={{ maxWidth: 480 }}>
      <CatalogGrid gap={6}>
        <RequiredNote />
        <FormField id="catalog-plain" label={text('locationForm.address') ?? ''}>
          {(control) => <StyledInput {...control} />}
        </FormField>
        <FormField
          id="catalog-hint"
          label={text('locationForm.name') ?? ''}
          hint={text('locationForm.nameHint')}
          required
        >
          {(control) => <StyledInput {...control} />}
        </FormField>
        <FormField
          id="catalog-error"
          label={text('locationForm.zip') ?? ''}
          error={text('locationForm.zipRequired')}
          required
        >
          {(control) => <StyledInput {...control} />}
        </FormField>
        <FormField id="catalog-disabled" label={text('locationForm.city') ?? ''} disabled>
          {(control) => <StyledInput {...control} disabled />}
        </FormField>
      </CatalogGrid>
    </div>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const WiresLabelHintAndError: Story = {
  args: { error: 'locationForm.nameRequired', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Location name (required)' });
    await expect(input).toHaveAttribute('id', 'story-field');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'story-field-hint story-field-error');
    await expect(input).toHaveAccessibleDescription(/church finder map.*Enter the location name/);
  },
};
