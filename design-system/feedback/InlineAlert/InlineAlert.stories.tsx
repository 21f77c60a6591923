import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '#ds/actions/Button';
import { useT, type MessageKey } from '#ds/i18n';
import { CatalogGrid } from '#ds/storySupport';
import { InlineAlert } from './InlineAlert';

/** A message in the story's language (args are static, so they hold this, not text). */
function T({ k }: { k: MessageKey }) {
  return <>{useT()(k)}</>;
}

function AddLocation() {
  return (
    <Button variant="secondary" size="small">
      <T k="inlineAlert.example.warningAction" />
    </Button>
  );
}

const meta = {
  title: 'Design System/Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    tone: 'info',
    title: <T k="inlineAlert.example.infoTitle" />,
    description: <T k="inlineAlert.example.infoDescription" />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'critical'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = {};

export const Success: Story = {
  args: {
    tone: 'success',
    title: <T k="inlineAlert.example.successTitle" />,
    description: <T k="inlineAlert.example.successDescription" />,
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: <T k="inlineAlert.example.warningTitle" />,
    description: <T k="inlineAlert.example.warningDescription" />,
    action: <AddLocation />,
  },
};

/** The product's default error: 'Something went wrong!' and a way to try again. */
export const SomethingWentWrong: Story = {
  args: { tone: 'critical', title: undefined, description: undefined, onRetry: fn() },
};

export const CriticalWithDescription: Story = {
  args: {
    tone: 'critical',
    title: undefined,
    description: <T k="inlineAlert.example.criticalDescription" />,
    onRetry: fn(),
  },
};

export const Dismissible: Story = {
  args: {
    tone: 'success',
    title: <T k="inlineAlert.example.successTitle" />,
    description: <T k="inlineAlert.example.successDescription" />,
    onDismiss: fn(),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const Korean: Story = { ...Warning, globals: { locale: 'ko' } };

export const Dark: Story = { ...CriticalWithDescription, globals: { theme: 'dark' } };

const examples = {
  info: {
    title: 'inlineAlert.example.infoTitle',
    description: 'inlineAlert.example.infoDescription',
  },
  success: {
    title: 'inlineAlert.example.successTitle',
    description: 'inlineAlert.example.successDescription',
  },
  warning: {
    title: 'inlineAlert.example.warningTitle',
    description: 'inlineAlert.example.warningDescription',
  },
  critical: { title: undefined, description: 'inlineAlert.example.criticalDescription' },
} as const;

/** Every tone: title and description; with an action and dismiss; title only. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid>
      {(['info', 'success', 'warning', 'critical'] as const).map((tone) => {
        const { title, description } = examples[tone];
        return (
          <CatalogGrid key={tone} gap={2}>
            <InlineAlert
              tone={tone}
              title={title && <T k={title} />}
              description={<T k={description} />}
            />
            <InlineAlert
              tone={tone}
              title={title && <T k={title} />}
              description={<T k={description} />}
              onRetry={tone === 'critical' ? () => {} : undefined}
              action={tone === 'critical' ? undefined : <AddLocation />}
              onDismiss={() => {}}
            />
            <InlineAlert tone={tone} title={title && <T k={title} />} />
          </CatalogGrid>
        );
      })}
    </CatalogGrid>
  ),
};

export const RetryCallsHandler: Story = {
  ...SomethingWentWrong,
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong!');
    await expect(within(alert).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DismissCallsHandler: Story = {
  ...Dismissible,
  play: async ({ args, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
