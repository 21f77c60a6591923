import { useMemo, useState } from 'react';
import { Button } from '#ds/actions/Button';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { LocationMap } from '#ds/display/LocationMap';
import { Skeleton } from '#ds/display/Skeleton';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { localeTags, useLocale, useT } from '#ds/i18n';
import type { ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { CampusForm, type CampusSaveError, type CampusValues } from './CampusForm';
import { type CampusPinFieldProps } from './CampusPinField';
import { pinOf } from './campusPin';
import { StyledAddress } from './CampusesScreen.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

export type Campus = CampusValues & { id: number };

export type CampusesScreenProps = CampusPinFieldProps & {
  status: ScreenStatus;
  onRetry?: () => void;
  campuses: readonly Campus[];
  onCreate: (values: CampusValues) => Promise<CampusSaveError | void> | CampusSaveError | void;
  onUpdate: (
    id: number,
    values: CampusValues,
  ) => Promise<CampusSaveError | void> | CampusSaveError | void;
  /** Removes a campus; a rejection is shown in the dialog. */
  onDelete: (id: number) => Promise<unknown>;
};

/** Which form is open: none, adding a campus, or editing one. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/**
 * Campuses: the church's locations for the church finder map. Added, edited and removed here;
 * while there are none, the page says so with the menu badge's words and opens the form.
 */
export function CampusesScreen({
  status,
  onRetry,
  campuses,
  onCreate,
  onUpdate,
  onDelete,
  tiles,
  onFindPin,
}: CampusesScreenProps) {
  const t = useT();
  const locale = useLocale();
  const countryName = new Intl.DisplayNames([localeTags[locale]], { type: 'region' });
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<Campus>();
  const none = campuses.length === 0;
  const pinned = useMemo(
    () =>
      campuses.flatMap((campus) => {
        const pin = pinOf(campus);
        return pin ? [{ id: campus.id, label: campus.name, ...pin }] : [];
      }),
    [campuses],
  );
  const adding = editing.kind === 'new' || none;

  const saved =
    <Args extends unknown[]>(
      save: (...args: Args) => ReturnType<CampusesScreenProps['onCreate']>,
    ) =>
    async (...args: Args) => {
      const outcome = await save(...args);
      if (!outcome) setEditing({ kind: 'none' });
      return outcome;
    };

  return (
    <ScreenFrame
      title={t('campuses.title')}
      description={t('campuses.description')}
      actions={
        !adding && (
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Icon name="plus" size="small" />
            {t('campuses.add')}
          </Button>
        )
      }
      status={status}
      onRetry={onRetry}
      errorDescription={t('campuses.loadFailed')}
      loadingLabel={t('campuses.loading')}
      skeleton={
        <Card as="div">
          <Card.Body>
            <Skeleton variant="rectangle" height={96} />
          </Card.Body>
        </Card>
      }
      width="narrow"
    >
      {none && (
        <InlineAlert
          tone="warning"
          title={t('menu.warning.addChurchLocation')}
          description={t('campuses.noneYet')}
        />
      )}
      {adding && (
        <Card>
          <Card.Header titleAs="h2" title={t('campuses.newTitle')} />
          <Card.Body>
            <CampusForm
              onSave={saved(onCreate)}
              tiles={tiles}
              onFindPin={onFindPin}
              onCancel={none ? undefined : () => setEditing({ kind: 'none' })}
              submitLabel={t('campuses.save')}
            />
          </Card.Body>
        </Card>
      )}
      {pinned.length > 0 && (
        <LocationMap label={t('campuses.mapLabel')} tiles={tiles} points={pinned} />
      )}
      <Stack as="ul" gap={4} aria-label={t('campuses.listLabel')}>
        {campuses.map((campus) => (
          <li key={campus.id}>
            <Card>
              <Card.Header titleAs="h2" title={campus.name} />
              <Card.Body>
                {editing.kind === 'edit' && editing.id === campus.id ? (
                  <CampusForm
                    initialValues={campus}
                    tiles={tiles}
                    onFindPin={onFindPin}
                    onSave={saved((values: CampusValues) => onUpdate(campus.id, values))}
                    onCancel={() => setEditing({ kind: 'none' })}
                    submitLabel={t('campuses.save')}
                  />
                ) : (
                  <Stack
                    direction="horizontal"
                    align="start"
                    justify="space-between"
                    wrap="wrap"
                    gap={4}
                  >
                    <StyledAddress>
                      <span>{campus.address}</span>
                      {campus.address2 && <span>{campus.address2}</span>}
                      <span>
                        {campus.city}, {campus.state} {campus.zipCode}
                      </span>
                      <span>{countryName.of(campus.country) ?? campus.country}</span>
                      {!pinOf(campus) && <Text tone="muted">{t('campuses.notPinned')}</Text>}
                    </StyledAddress>
                    <Stack direction="horizontal" wrap="wrap" gap={3}>
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setEditing({ kind: 'edit', id: campus.id })}
                        aria-label={t('campuses.editWhich', { name: campus.name })}
                      >
                        {t('campuses.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => setRemoving(campus)}
                        aria-label={t('campuses.removeWhich', { name: campus.name })}
                      >
                        {t('campuses.remove')}
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </Card.Body>
            </Card>
          </li>
        ))}
      </Stack>
      <ConfirmDialog
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          await onDelete(removing.id);
          setRemoving(undefined);
        }}
        tone="critical"
        message={removing && t('campuses.confirmRemove', { name: removing.name })}
        confirmLabel={t('campuses.remove')}
      />
    </ScreenFrame>
  );
}
