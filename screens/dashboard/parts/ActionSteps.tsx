import { useId, useState } from 'react';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { Icon } from '#ds/display/Icon';
import { ProgressBar } from '#ds/display/ProgressBar';
import { Skeleton } from '#ds/display/Skeleton';
import { useT } from '#ds/i18n';
import { StyledStack } from './parts.styles';
import {
  StyledCheckbox,
  StyledError,
  StyledGo,
  StyledItem,
  StyledLabel,
} from './ActionSteps.styles';
import { Stack } from '#ds/primitives/Stack';
import { Text } from '#ds/primitives/Text';

/** One step of 'Track your progress': whether it is done, and where to do it. */
export type ActionStep<Id extends string = string> = {
  id: Id;
  done: boolean;
  /** The page where the step is done. */
  href?: string;
};

type ActionStepsProps<Id extends string> = {
  steps: readonly ActionStep<Id>[];
  /** The step's title and one line about it, already translated. */
  textOf: (id: Id) => { title: string; description?: string };
  /** Saves a tick or untick. A rejected promise puts the box back and says so. */
  onToggle: (id: Id, done: boolean) => void | Promise<unknown>;
  titleAs?: 'h2' | 'h3';
};

/** A tick made here, shown until the step's `done` prop moves away from the value it was made on. */
type Override = { done: boolean; base: boolean };

/**
 * 'Track your progress': a checklist whose boxes save as they are ticked (the change shows at
 * once and is put back if saving fails), with a progress bar of the steps done.
 */
export function ActionSteps<Id extends string>({
  steps,
  textOf,
  onToggle,
  titleAs = 'h2',
}: ActionStepsProps<Id>) {
  const t = useT();
  const baseId = useId();
  const [overrides, setOverrides] = useState<Partial<Record<Id, Override>>>({});
  const [saving, setSaving] = useState<ReadonlySet<Id>>(new Set());
  const [failed, setFailed] = useState<Id>();

  const doneOf = (step: ActionStep<Id>) => {
    const override = overrides[step.id];
    return override && override.base === step.done ? override.done : step.done;
  };
  const doneCount = steps.filter(doneOf).length;

  const toggle = async (step: ActionStep<Id>, done: boolean) => {
    setFailed(undefined);
    setOverrides((current) => ({ ...current, [step.id]: { done, base: step.done } }));
    setSaving((current) => new Set(current).add(step.id));
    try {
      await onToggle(step.id, done);
    } catch {
      setFailed(step.id);
      setOverrides((current) => ({ ...current, [step.id]: undefined }));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(step.id);
        return next;
      });
    }
  };

  const progress = t('dashboard.actionSteps.progress', { done: doneCount, total: steps.length });
  return (
    <Card>
      <Card.Header
        titleAs={titleAs}
        title={t('dashboard.actionSteps.title')}
        description={progress}
      />
      <Card.Body>
        <StyledStack data-align="stretch">
          <ProgressBar
            label={t('dashboard.actionSteps.progressLabel')}
            labelDisplay="hidden"
            valueText={progress}
            value={steps.length ? (doneCount / steps.length) * 100 : 0}
            tone={doneCount === steps.length && steps.length > 0 ? 'success' : 'accent'}
            size="small"
          />
          <Stack as="ol">
            {steps.map((step) => {
              const { title, description } = textOf(step.id);
              const id = `${baseId}-${step.id}`;
              const done = doneOf(step);
              const busy = saving.has(step.id);
              return (
                <StyledItem key={step.id} data-done={done} aria-busy={busy || undefined}>
                  <StyledCheckbox
                    type="checkbox"
                    id={id}
                    checked={done}
                    // Not `disabled`: that would drop keyboard focus while the tick saves.
                    aria-disabled={busy || undefined}
                    aria-describedby={description ? `${id}-description` : undefined}
                    onChange={(event) => {
                      if (!busy) void toggle(step, event.currentTarget.checked);
                    }}
                  />
                  <Stack gap={1}>
                    <StyledLabel htmlFor={id}>{title}</StyledLabel>
                    {description && (
                      <Text as="p" tone="muted" size="small" id={`${id}-description`}>
                        {description}
                      </Text>
                    )}
                    {failed === step.id && (
                      <StyledError role="alert">
                        <Icon name="error" size="small" />
                        <span>{t('dashboard.actionSteps.saveFailed')}</span>
                      </StyledError>
                    )}
                  </Stack>
                  {step.href && !done ? (
                    <StyledGo>
                      <Link href={step.href}>
                        {t('dashboard.actionSteps.go')}
                        <span className="visually-hidden">: {title}</span>
                      </Link>
                    </StyledGo>
                  ) : (
                    <span />
                  )}
                </StyledItem>
              );
            })}
          </Stack>
        </StyledStack>
      </Card.Body>
    </Card>
  );
}

/** 'Track your progress' while the steps load: its title, and a placeholder line per step. */
export function ActionStepsLoading({
  count,
  titleAs = 'h2',
}: {
  count: number;
  titleAs?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <Card>
      <Card.Header titleAs={titleAs} title={t('dashboard.actionSteps.title')} />
      <Card.Body>
        <Skeleton variant="text" lines={count * 2} />
      </Card.Body>
    </Card>
  );
}
