import { useState } from 'react';
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
  // Kept outside the form: the saved address comes back as new initial values, and the form's
  // reinitialising would forget its own 'submit succeeded'. The note goes when the person edits a
  // field (modifiedSinceLastSubmit): the server's copy may differ from what was typed (nulls,
  // trimming), so comparing values would hide the note at once.
  const [saved, setSaved] = useState(false);
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
          onSubmit={async (values) => {
            setSaved(false);
            const refused = await onSave(values);
            setSaved(!refused);
            return refused;
          }}
        >
          {({ submitting, modifiedSinceLastSubmit }) => (
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
              {saved && !modifiedSinceLastSubmit && (
                <InlineAlert tone="success" title={t('account.shipping.saved')} />
              )}
            </>
          )}
        </ScreenForm>
      </Card.Body>
    </Card>
  );
}
