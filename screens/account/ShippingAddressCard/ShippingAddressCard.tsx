import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import {
  ShippingAddressFields,
  type SelectOption,
  type ShippingAddressLimits,
  type ShippingAddressValues,
} from '#ds/forms';
import { useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';

export type ShippingAddressCardProps = {
  /** The saved address, or nothing yet. */
  address: ShippingAddressValues | null;
  countries: readonly SelectOption[];
  limits: ShippingAddressLimits;
  /** POST /users/update_shipping; answers what the server refused, if anything. */
  onSave: (address: ShippingAddressValues) => Promise<ScreenFormOutcome | void>;
};

/**
 * Account › Shipping address: where printed cards and store products go, kept with the account
 * (the card order form starts from it). Saved on its own.
 */
export function ShippingAddressCard({
  address,
  countries,
  limits,
  onSave,
}: ShippingAddressCardProps) {
  const t = useT();
  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('shippingAddress.title')}
        description={t('account.shipping.description')}
      />
      <Card.Body>
        <ScreenForm<ShippingAddressValues>
          initialValues={address ?? { country: 'US' }}
          onSubmit={(values) => onSave(values)}
        >
          {({ submitting, submitSucceeded, dirtySinceLastSubmit, formError }) => (
            <>
              {!address && (
                <Text as="p" tone="muted" size="small">
                  {t('account.shipping.none')}
                </Text>
              )}
              <ShippingAddressFields
                countries={countries}
                limits={limits}
                legend={t('account.shipping.legend')}
              />
              <ScreenForm.Actions>
                <Button type="submit" loading={submitting}>
                  {t('account.shipping.save')}
                </Button>
              </ScreenForm.Actions>
              {submitSucceeded && !dirtySinceLastSubmit && !formError && (
                <InlineAlert tone="success" title={t('account.shipping.saved')} />
              )}
            </>
          )}
        </ScreenForm>
      </Card.Body>
    </Card>
  );
}
