import type { MapCoordinates } from '#ds/display/LocationMap';
import type { Validator } from '#ds/forms';

/** The pin as the form holds it: the text of the two fields, so a half-typed number stays. */
export type PinText = { latitude?: string; longitude?: string };

const NUMBER = /^\s*-?\d{1,3}(\.\d+)?\s*$/;

/** The pin the two fields describe, or null while either is empty or not a number in range. */
export function pinOf(values: PinText): MapCoordinates | null {
  const latitude = values.latitude?.trim() ?? '';
  const longitude = values.longitude?.trim() ?? '';
  if (!NUMBER.test(latitude) || !NUMBER.test(longitude)) return null;
  const pin = { latitude: Number(latitude), longitude: Number(longitude) };
  return Math.abs(pin.latitude) <= 90 && Math.abs(pin.longitude) <= 180 ? pin : null;
}

function degrees(
  bound: number,
  message: 'locationForm.latitudeInvalid' | 'locationForm.longitudeInvalid',
) {
  return (value: string | undefined) => {
    if (!value || value.trim() === '') return undefined;
    return NUMBER.test(value) && Math.abs(Number(value)) <= bound ? undefined : message;
  };
}

/** One coordinate: a number in range, and present whenever the other one is. */
export function coordinateCheck(field: keyof PinText): Validator<string | undefined> {
  const other: keyof PinText = field === 'latitude' ? 'longitude' : 'latitude';
  const range =
    field === 'latitude'
      ? degrees(90, 'locationForm.latitudeInvalid')
      : degrees(180, 'locationForm.longitudeInvalid');
  return (value, allValues) => {
    const problem = range(value);
    if (problem) return problem;
    const otherValue = (allValues as PinText | undefined)?.[other]?.trim() ?? '';
    const empty = !value || value.trim() === '';
    return empty && otherValue !== '' ? 'locationForm.pinIncomplete' : undefined;
  };
}
