import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryForm, useStoryText } from '../storySupport';
import { requiredTrue } from '../validators';
import { Switch, type SwitchProps } from './Switch';

type StoryArgs = SwitchProps & {
  initialValue?: boolean;
  submitOnMount?: boolean;
  onSubmit?: (values: Record<string, unknown>) => void;
};

function SwitchStory({ initialValue, submitOnMount, onSubmit, label, hint, ...props }: StoryArgs) {
  const text = useStoryText();
  return (
    <StoryForm
      initialValues={{ [props.name]: initialValue }}
      submitOnMount={submitOnMount}
      onSubmit={onSubmit}
    >
      <Switch {...props} label={text(label) ?? ''} hint={text(hint)} />
    </StoryForm>
  );
}

const meta = {
  title: 'Design System/Forms/Switch',
  component: SwitchStory,
  args: {
    name: 'notifications',
    label: 'formExamples.notifications',
    hint: 'formExamples.notificationsHint',
    onSubmit: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    validate: { control: false },
  },
} satisfies Meta<typeof SwitchStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Off: Story = { args: { hint: undefined } };

export const On: Story = { args: { initialValue: true } };

export const WithError: Story = { args: { validate: requiredTrue, submitOnMount: true } };

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, initialValue: true } };

export const KoreanDark: Story = {
  args: { initialValue: true },
  globals: { locale: 'ko', theme: 'dark' },
};

function CatalogStory() {
  const text = useStoryText();
  const label = text('formExamples.notifications') ?? '';
  return (
    <StoryForm
      submitOnMount
      submitButton={false}
      initialValues={{ smallOn: true, mediumOn: true, largeOn: true, disabledOn: true }}
    >
      {(['small', 'medium', 'large'] as const).flatMap((size) => [
        <Switch key={`${size}Off`} name={`${size}Off`} label={label} size={size} />,
        <Switch key={`${size}On`} name={`${size}On`} label={label} size={size} />,
      ])}
      <Switch
        name="invalid"
        label={label}
        hint={text('formExamples.notificationsHint')}
        validate={requiredTrue}
      />
      <Switch name="disabledOff" label={label} disabled />
      <Switch name="disabledOn" label={label} disabled />
    </StoryForm>
  );
}

export const Catalog: Story = { render: () => <CatalogStory /> };

export const ClickSpaceAndEnterToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription(/new story is shared/);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByText('Email notifications'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ notifications: true });
  },
};
