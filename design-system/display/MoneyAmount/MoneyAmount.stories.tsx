import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { locales, useT } from '#ds/i18n';
import { vars } from '#ds/tokens';
import { formatMoney, MoneyAmount } from './MoneyAmount';

function EveryLanguage() {
  const t = useT();
  const amounts = [1900, 19152, 125000];
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: vars.font.sizeSm }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>
        {t('moneyAmount.example.label')}
      </caption>
      <tbody>
        {locales.map((locale) => (
          <tr key={locale}>
            <th scope="row" style={{ padding: 8, textAlign: 'start' }}>
              {locale}
            </th>
            {amounts.map((cents) => (
              <td key={cents} lang={locale} style={{ padding: 8, textAlign: 'end' }}>
                {formatMoney(cents, 'USD', locale)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Design System/Display/MoneyAmount',
  component: MoneyAmount,
  args: { cents: 19152, currency: 'USD', variant: 'plain', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'strong'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof MoneyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Strong: Story = { args: { variant: 'strong', size: 'large', cents: 191520 } };

export const Korean: Story = {
  args: { variant: 'strong', size: 'large' },
  globals: { locale: 'ko' },
};

export const Catalog: Story = { render: () => <EveryLanguage /> };

export const FormatsThePageLanguage: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/191,52/)).toHaveTextContent('$');
  },
};
