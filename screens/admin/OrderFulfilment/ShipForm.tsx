import { Button } from '#ds/actions/Button';
import { Icon } from '#ds/display/Icon';
import { composeValidators, maxLength, required, Select, TextField, withMessage } from '#ds/forms';
import { useT } from '#ds/i18n';
import type { Carrier } from '#ds/cardOrders';
import { ScreenForm, type ScreenFormOutcome } from '#screens/shared/ScreenForm';

/** The carriers an order ships with (the spec's FedEx, UPS and USPS), in the menu's order. */
export const shipCarriers = ['fedex', 'ups', 'usps'] as const satisfies readonly Carrier[];

export type ShipValues = { carrier?: Carrier; trackingNumber?: string };

export type ShipFormProps = {
  /** Ships it with the carrier and number; the server's field errors show under the fields. */
  onShip: (values: ShipValues) => Promise<ScreenFormOutcome | void>;
  /** The longest tracking number the server takes as typed. */
  maxLength: number;
  /**
   * A refusal shown as if just answered: what was typed and the server's verdict under its
   * field (a page that reopens on a refused number, and its story).
   */
  refused?: { values: ShipValues; outcome: ScreenFormOutcome };
};

/**
 * Shipping an order (a card order, a store order): the carrier and its tracking number, both
 * required here; the number's format and check digit are the server's verdict, shown under the
 * field. Its words are the card orders', where shipping was first written.
 */
export function ShipForm({ onShip, maxLength: max, refused }: ShipFormProps) {
  const t = useT();
  return (
    <ScreenForm<ShipValues>
      onSubmit={onShip}
      size="small"
      initialValues={refused?.values}
      serverError={refused?.outcome}
    >
      {({ submitting }) => (
        <>
          <h3>{t('resources.card_orders.ship.title')}</h3>
          <ScreenForm.Row>
            <Select
              name="carrier"
              label={t('resources.card_orders.fields.carrier')}
              options={shipCarriers.map((carrier) => ({
                value: carrier,
                label: t(`resources.card_orders.carriers.${carrier}`),
              }))}
              placeholder={t('resources.card_orders.ship.chooseCarrier')}
              required
              validate={withMessage(required, 'resources.card_orders.ship.carrierRequired')}
            />
            <TextField
              name="trackingNumber"
              label={t('resources.card_orders.fields.tracking_number')}
              hint={t('resources.card_orders.ship.trackingHint')}
              autoComplete="off"
              spellCheck={false}
              required
              validate={composeValidators(
                withMessage(required, 'resources.card_orders.ship.trackingRequired'),
                maxLength(max),
              )}
            />
          </ScreenForm.Row>
          <ScreenForm.Actions>
            <Button type="submit" icon={<Icon name="mail" />} loading={submitting}>
              {t('resources.card_orders.moves.shipped')}
            </Button>
          </ScreenForm.Actions>
        </>
      )}
    </ScreenForm>
  );
}
