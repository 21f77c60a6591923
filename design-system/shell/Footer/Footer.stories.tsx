import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '#ds/i18n';
import { Footer, type FooterProps } from './Footer';
import { CatalogGrid } from '#ds/storySupport';

/** Footer links come from the locale files, so they read in the chosen language. */
function FooterWithLinks(props: FooterProps) {
  const t = useT();
  return (
    <Footer
      {...props}
      links={[
        { id: 'privacy', label: t('footer.example.privacy'), href: '/privacy' },
        { id: 'terms', label: t('footer.example.terms'), href: '/terms' },
        {
          id: 'support',
          label: t('footer.example.support'),
          href: 'https://example.org/support',
          external: true,
        },
      ]}
    />
  );
}

const meta = {
  title: 'Design System/Shell/Footer',
  component: Footer,
  args: { year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithLinks: Story = { render: (args) => <FooterWithLinks {...args} /> };

export const CustomOrganisation: Story = { args: { organisation: 'Grace Community Church' } };

export const Korean: Story = {
  globals: { locale: 'ko' },
  render: (args) => <FooterWithLinks {...args} />,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <FooterWithLinks {...args} />,
};

export const Catalog: Story = {
  render: (args) => (
    // Inside an article a <footer> is not a contentinfo landmark, so both can share the page.
    <CatalogGrid gap={6}>
      <article>
        <Footer {...args} />
      </article>
      <article>
        <FooterWithLinks {...args} />
      </article>
    </CatalogGrid>
  ),
};

export const ShowsYearAndLandmark: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent('© 2026');
  },
};
