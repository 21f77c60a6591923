import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '#ds/i18n';
import { Icon } from '../Icon';
import {
  StyledBar,
  StyledDescription,
  StyledLabel,
  StyledList,
  StyledMarker,
  StyledStep,
  StyledStepBody,
  StyledStepButton,
  StyledStepper,
  StyledSummary,
  StyledText,
} from './Stepper.styles';

export type StepState = 'complete' | 'current' | 'upcoming';

export type Step = {
  /** Stable key of the step. */
  id: string;
  /** Short name of the step ('Upload video'). */
  label: string;
  /** One more line under the label, on wide screens. */
  description?: ReactNode;
};

export type StepperProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onChange'> & {
  /** The steps, in order. */
  steps: readonly Step[];
  /**
   * Index (0-based) of the step the user is on. Steps before it are complete, steps after it
   * upcoming; `steps.length` marks every step complete.
   */
  current: number;
  /**
   * Lets the user go back: complete steps become buttons that call this with their index.
   * Leave out when going back is not possible.
   */
  onStepClick?: (index: number, step: Step) => void;
  /** Name of the list for screen readers. Defaults to 'Progress'. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
};

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/**
 * Where the user is in a flow of a few steps: an ordered list whose current step has
 * `aria-current="step"`. Horizontal with labels when it has 600 px or more, compact below.
 */
export function Stepper({ steps, current, onStepClick, label, ...rest }: StepperProps) {
  const t = useT();
  const position = Math.min(Math.max(current, 0), steps.length);
  const currentStep = steps[position];
  return (
    <StyledStepper {...rest}>
      <StyledSummary aria-hidden="true">
        {t('stepper.stepOf', {
          current: Math.min(position + 1, steps.length),
          total: steps.length,
        })}
        {currentStep && (
          <>
            {' · '}
            <strong>{currentStep.label}</strong>
          </>
        )}
      </StyledSummary>
      <StyledList aria-label={label ?? t('stepper.label')}>
        {steps.map((step, index) => {
          const state = stateOf(index, position);
          const content = (
            <>
              <StyledMarker aria-hidden="true">
                {state === 'complete' ? <Icon name="check" size="small" /> : index + 1}
              </StyledMarker>
              <StyledText>
                <StyledLabel data-part="label">
                  {step.label}
                  {state === 'complete' && (
                    <span className="visually-hidden"> ({t('stepper.completed')})</span>
                  )}
                </StyledLabel>
                {step.description && <StyledDescription>{step.description}</StyledDescription>}
              </StyledText>
              <StyledBar aria-hidden="true" />
            </>
          );
          return (
            <StyledStep
              key={step.id}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {onStepClick && state === 'complete' ? (
                <StyledStepButton type="button" onClick={() => onStepClick(index, step)}>
                  {content}
                </StyledStepButton>
              ) : (
                <StyledStepBody>{content}</StyledStepBody>
              )}
            </StyledStep>
          );
        })}
      </StyledList>
    </StyledStepper>
  );
}
