import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { Button } from '#ds/actions/Button';
import type { MapCoordinates, MapTiles } from '#ds/display/LocationMap';
import { LocationMap } from '#ds/display/LocationMap';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { TextField } from '#ds/forms';
import { useT } from '#ds/i18n';
import { ScreenForm } from '#screens/shared/ScreenForm';
import { StyledPinFieldset } from './CampusesScreen.styles';
import { coordinateCheck, pinOf } from './campusPin';
import { Stack } from '#ds/primitives/Stack';

export type FoundPin = MapCoordinates & { label: string };

export type CampusPinFieldProps = {
  tiles: MapTiles;
  /** Looks the address up with the configured geocoder; absent when there is none. */
  onFindPin?: (address: string) => Promise<FoundPin | null>;
};

const latitudeCheck = coordinateCheck('latitude');
const longitudeCheck = coordinateCheck('longitude');

/**
 * The campus's map pin: a click on the map, the map-centre button, the two number fields, or the
 * geocoder (when configured) all set the same two form fields.
 */
export function CampusPinField({ tiles, onFindPin }: CampusPinFieldProps) {
  const t = useT();
  const form = useForm();
  const latitude = useField<string | undefined>('latitude', { subscription: { value: true } });
  const longitude = useField<string | undefined>('longitude', { subscription: { value: true } });
  const pin = pinOf({ latitude: latitude.input.value, longitude: longitude.input.value });
  const [finding, setFinding] = useState(false);
  const [found, setFound] = useState<{ label: string } | 'none'>();

  const place = (next: MapCoordinates | null) => {
    form.batch(() => {
      form.change('latitude', next ? String(next.latitude) : undefined);
      form.change('longitude', next ? String(next.longitude) : undefined);
    });
  };

  const find = async () => {
    if (!onFindPin) return;
    const values = form.getState().values as Record<string, string | undefined>;
    const address = [values.address, values.city, values.state, values.zipCode, values.country]
      .filter((part) => part && part.trim() !== '')
      .join(', ');
    setFinding(true);
    try {
      const result = await onFindPin(address);
      if (result) place(result);
      setFound(result ?? 'none');
    } catch {
      setFound('none');
    } finally {
      setFinding(false);
    }
  };

  return (
    <StyledPinFieldset>
      <legend>{t('locationForm.pinTitle')}</legend>
      <p>{t('locationForm.pinHint')}</p>
      <LocationMap
        label={t('locationForm.mapLabel')}
        tiles={tiles}
        pin={pin}
        onPinChange={(next) => {
          setFound(undefined);
          place(next);
        }}
        height={240}
      />
      <ScreenForm.Row>
        <TextField
          name="latitude"
          label={t('locationForm.latitude')}
          inputMode="decimal"
          validate={latitudeCheck}
        />
        <TextField
          name="longitude"
          label={t('locationForm.longitude')}
          inputMode="decimal"
          validate={longitudeCheck}
        />
      </ScreenForm.Row>
      {found && (
        <InlineAlert
          role="status"
          tone={found === 'none' ? 'warning' : 'success'}
          description={
            found === 'none'
              ? t('locationForm.findFailed')
              : t('locationForm.found', { place: found.label })
          }
        />
      )}
      <Stack direction="horizontal" wrap="wrap" gap={3}>
        {onFindPin && (
          <Button
            type="button"
            variant="secondary"
            size="small"
            loading={finding}
            onClick={() => void find()}
          >
            {t('locationForm.findFromAddress')}
          </Button>
        )}
        {pin && (
          <Button type="button" variant="secondary" size="small" onClick={() => place(null)}>
            {t('locationForm.removePin')}
          </Button>
        )}
      </Stack>
    </StyledPinFieldset>
  );
}
