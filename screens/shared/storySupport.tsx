/**
 * Helpers for the screens' stories only (not exported from screens/index.ts): pinned dates,
 * the Storybook globals, a frame like the shell's main area, and a submit-on-mount decorator.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import styled from 'styled-components';
import type { Role } from '#contract/roles';
import type { Locale } from '#ds/i18n';
import { media, vars } from '#ds/tokens';

/** The year of every story's footer. */
export const storyYear = 2026;

/** 'Now' in every story: 15 March 2026, 09:30 UTC. */
export const storyNow = '2026-03-15T09:30:00.000Z';

/** Stories format dates in UTC so they read the same on every machine. */
export const storyTimeZone = 'UTC';

const roles: readonly Role[] = [
  'evangelism',
  'free_evangelism',
  'individual',
  'care',
  'website',
  'discipleship',
  'admin',
];

/** The Storybook `role` global (toolbar), as a role of the contract; `evangelism` by default. */
export function roleOf(context: Pick<StoryContext, 'globals'>): Role {
  const role = context.globals.role;
  return roles.includes(role as Role) ? (role as Role) : 'evangelism';
}

/** Changes the Storybook `locale` global, as the app changes the URL prefix. */
export function useStoryLocaleChange(): (locale: Locale) => void {
  const [, updateGlobals] = useGlobals();
  return (locale) => updateGlobals({ locale });
}

const StyledFrame = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: ${vars.size.contentMaxWidth};
  min-height: 100vh;
  margin: 0 auto;
  padding: ${vars.space[6]};
  background: ${vars.color.canvas};

  ${media.mobile} {
    padding: ${vars.space[4]};
  }
`;

/** The page area the app shell gives a screen (its `main`), for stories shown without the shell. */
export function ContentFrame({ children }: { children: ReactNode }) {
  return <StyledFrame>{children}</StyledFrame>;
}

/** Decorator: shows the story in `ContentFrame`, unless the story sets `parameters: { contentFrame: false }`. */
export const inContentFrame: Decorator = (Story, context) =>
  context.parameters.contentFrame === false ? (
    <Story />
  ) : (
    <ContentFrame>
      <Story />
    </ContentFrame>
  );

/**
 * Submits the story's first form once after it mounts, so an args-only story shows the state
 * after a failed submit (react-final-form validates only after its own mount effect).
 */
function SubmitFirstForm({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) ref.current?.querySelector('form')?.requestSubmit();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return <div ref={ref}>{children}</div>;
}

export const submitOnMount: Decorator = (Story) => (
  <SubmitFirstForm>
    <Story />
  </SubmitFirstForm>
);

/** A promise that never settles: the screen stays in its submitting state during a play function. */
export function pending<Value>(): Promise<Value> {
  return new Promise<Value>(() => undefined);
}
