import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Icon } from '#ds/display/Icon';
import { ConfirmDialog } from '#ds/feedback/ConfirmDialog';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import type { ScreenMessage } from '#screens/shared/messages';
import { StyledActions, StyledDangerZone, StyledFacts } from './RecordFormParts.styles';

// The parts every admin record page shares under its own form: the save and cancel actions,
// read-only facts, and delete behind 'Are you sure?' (the resource pattern's form and the
// content form).

/** Read-only facts about a record (created, updated), already formatted. */
export type RecordFact = { label: string; value: ReactNode };

/** Deleting a record, behind 'Are you sure?'. Resolves with a message when the server refused. */
export type RecordDeleteAction = {
  label: string;
  /** What deleting does, in the confirmation and in the danger zone. */
  message: string;
  onDelete: () => Promise<ScreenMessage | void>;
};

/** The form's submit button and the way back without saving. */
export function RecordFormActions({
  submitLabel,
  submitting,
  cancelHref,
}: {
  submitLabel: string;
  submitting?: boolean | undefined;
  cancelHref: string;
}) {
  const t = useT();
  return (
    <StyledActions>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
      <Link href={cancelHref} variant="standalone">
        {t('common.cancel')}
      </Link>
    </StyledActions>
  );
}

export function RecordFacts({ facts }: { facts?: readonly RecordFact[] | undefined }) {
  if (!facts || facts.length === 0) return null;
  return (
    <StyledFacts>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <Text as="dt" tone="muted">
            {fact.label}
          </Text>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
    </StyledFacts>
  );
}

/** The danger zone: what deleting does, and its button; the dialog stays open on a refusal. */
export function RecordDeleteZone({ action }: { action?: RecordDeleteAction | undefined }) {
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ScreenMessage | null>(null);
  if (!action) return null;
  return (
    <StyledDangerZone aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminResources.dangerZone')}</h2>
      <p>{action.message}</p>
      <div>
        <Button
          variant="secondary"
          tone="critical"
          icon={<Icon name="trash" />}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          {action.label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        tone="critical"
        message={action.message}
        confirmLabel={action.label}
        error={error ? translateError(t, error) : undefined}
        onConfirm={async () => {
          const refused = await action.onDelete();
          if (refused) {
            // The dialog stays open and shows why (an account that still has users).
            setError(refused);
            throw new Error('refused');
          }
        }}
      />
    </StyledDangerZone>
  );
}
