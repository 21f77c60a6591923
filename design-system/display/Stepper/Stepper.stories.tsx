import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { Stepper, type Step, type StepperProps } from './Stepper';

type DemoProps = Omit<StepperProps, 'steps'> & { withDescriptions?: boolean };

/** The video wizard's steps, in the chosen language. */
function useSteps(withDescriptions: boolean): Step[] {
  const t = useT();
  return [
    {
      id: 'upload',
      label: t('stepper.example.upload'),
      description: withDescriptions ? t('stepper.example.uploadHint') : undefined,
    },
    { id: 'thumbnail', label: t('stepper.example.thumbnail') },
    { id: 'details', label: t('stepper.example.details') },
    { id: 'publish', label: t('stepper.example.publish') },
  ];
}

function Demo({ withDescriptions = false, ...props }: DemoProps) {
  return <Stepper {...props} steps={useSteps(withDescriptions)} />;
}

const meta = {
  title: 'Design System/Display/Stepper',
  component: Demo,
  args: { current: 1 },
  argTypes: {
    current: { control: { type: 'range', min: 0, max: 4 } },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstStep: Story = { args: { current: 0 } };

export const LastStep: Story = { args: { current: 3 } };

export const AllComplete: Story = { args: { current: 4 } };

export const WithDescriptions: Story = { args: { current: 0, withDescriptions: true } };

/** Complete steps are buttons that take the user back. */
export const ClickableCompletedSteps: Story = { args: { current: 2, onStepClick: fn() } };

export const Korean: Story = { args: { current: 2 }, globals: { locale: 'ko' } };

export const Dark: Story = { args: { current: 2, onStepClick: fn() }, globals: { theme: 'dark' } };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={8}>
      {[0, 1, 2, 3, 4].map((current) => (
        <Demo key={current} current={current} />
      ))}
      {/* A narrow container shows the compact form even on a wide screen. */}
      <div style={{ maxWidth: 360 }}>
        <Demo current={2} onStepClick={() => {}} />
      </div>
    </CatalogGrid>
  ),
};

export const MarksCurrentStep: Story = {
  args: { current: 2, onStepClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // Only complete steps are buttons.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    await expect(args.onStepClick).toHaveBeenCalledWith(
      0,
      expect.objectContaining({ id: 'upload' }),
    );
  },
};
