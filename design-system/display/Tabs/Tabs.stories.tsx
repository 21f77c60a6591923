import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { Badge } from '../Badge';
import { Tabs } from './Tabs';
import { CatalogGrid } from '#ds/storySupport';

const sections = ['overview', 'videos', 'members', 'billing'] as const;
type Section = (typeof sections)[number];

type DemoProps = {
  /** Selected tab (controlled when `onValueChange` is a spy that does not update it). */
  value?: Section;
  defaultValue?: Section;
  onValueChange?: (value: string) => void;
  activation?: 'automatic' | 'manual';
  /** Disable the billing tab (e.g. for a role without access). */
  billingDisabled?: boolean;
  /** Show a count of new videos in the Videos tab. */
  videoCount?: number;
};

/** The church sections as tabs, in the chosen language. */
function Demo({
  value,
  defaultValue = 'overview',
  onValueChange,
  activation,
  billingDisabled = false,
  videoCount,
}: DemoProps) {
  const t = useT();
  const root =
    value !== undefined
      ? { value, onValueChange: onValueChange ?? (() => {}) }
      : { defaultValue, onValueChange };
  return (
    <Tabs {...root} activation={activation}>
      <Tabs.List aria-label={t('tabs.example.label')}>
        {sections.map((section) => (
          <Tabs.Tab
            key={section}
            value={section}
            disabled={section === 'billing' && billingDisabled}
          >
            {t(`tabs.example.${section}`)}
            {section === 'videos' && videoCount !== undefined && (
              <Badge variant="count" tone="accent" size="small" count={videoCount} />
            )}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map((section) => (
        <Tabs.Panel key={section} value={section}>
          {t(`tabs.example.${section}Text`)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Design System/Display/Tabs',
  component: Demo,
  args: { defaultValue: 'overview' },
  argTypes: {
    defaultValue: { control: 'inline-radio', options: sections },
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SecondTabSelected: Story = { args: { defaultValue: 'videos' } };

export const WithCount: Story = { args: { videoCount: 3 } };

export const WithDisabledTab: Story = { args: { billingDisabled: true } };

export const Korean: Story = { args: { videoCount: 12 }, globals: { locale: 'ko' } };

export const Dark: Story = {
  args: { defaultValue: 'members', videoCount: 3 },
  globals: { theme: 'dark' },
};

function ControlledDemo() {
  const [value, setValue] = useState<string>('members');
  return <Demo value={value as Section} onValueChange={setValue} />;
}

/** The parent owns the selection (e.g. kept in the URL). */
export const Controlled: Story = { render: () => <ControlledDemo /> };

export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={6}>
      <Demo defaultValue="overview" />
      <Demo defaultValue="videos" videoCount={150} />
      <Demo defaultValue="members" billingDisabled />
    </CatalogGrid>
  ),
};

export const KeyboardMovesAndSelects: Story = {
  args: { billingDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    const [overview, videos, members] = tabs;
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    // One tab stop: the others are reached with the arrows.
    await expect(tabs.filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(videos).toHaveFocus();
    await expect(videos).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(videos!.textContent ?? '');
    // End skips the disabled last tab; arrows wrap around.
    await userEvent.keyboard('{End}');
    await expect(members).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(members).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [overview, videos] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(videos).toHaveFocus();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(videos).toHaveAttribute('aria-selected', 'true');
  },
};

export const ControlledWaitsForParent: Story = {
  args: { value: 'overview', onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [overview, videos] = canvas.getAllByRole('tab');
    await userEvent.click(videos!);
    await expect(args.onValueChange).toHaveBeenCalledWith('videos');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
  },
};
