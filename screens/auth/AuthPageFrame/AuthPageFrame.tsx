import type { ReactNode, RefObject } from 'react';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import { StyledHeading, StyledIntro, StyledStack } from '../authForm.styles';

export type AuthPageFrameProps = PublicPageProps & {
  /** The page's `h1`. */
  title: string;
  /** The sentence under the title. */
  intro?: string;
  /** Focuses the heading (a step that replaced the form); it is then focusable. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The page's alerts, form and links, one above the other. */
  children: ReactNode;
};

/**
 * The frame of the sign-in and password pages: the public layout's centred card with the
 * heading, the intro, then the page's parts one above the other.
 */
export function AuthPageFrame({ title, intro, headingRef, children, ...page }: AuthPageFrameProps) {
  return (
    <PublicLayout {...page}>
      <StyledHeading ref={headingRef} tabIndex={headingRef && -1}>
        {title}
      </StyledHeading>
      {intro && <StyledIntro>{intro}</StyledIntro>}
      <StyledStack>{children}</StyledStack>
    </PublicLayout>
  );
}
