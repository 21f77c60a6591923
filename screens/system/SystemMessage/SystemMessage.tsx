import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '#ds/display/Icon';
import { PublicLayout, type PublicPageProps } from '#screens/shared/PublicLayout';
import {
  StyledActions,
  StyledDescription,
  StyledMark,
  StyledSystemMessage,
  StyledTitle,
} from './SystemMessage.styles';

/**
 * Where a system page shows: `standalone` is a whole page outside the shell (its own language
 * switcher and footer, as under /users/system); `embedded` is the page area inside the app
 * shell (a route that failed to load, the app's own 404).
 */
export type SystemLayout = 'standalone' | 'embedded';

export type SystemPageProps = PublicPageProps & {
  /** Defaults to `standalone`. */
  layout?: SystemLayout;
};

type SystemMessageProps = SystemPageProps & {
  tone: 'accent' | 'critical' | 'info';
  /** A status code ('404') or an icon, drawn large above the title. */
  mark: { code: string; label: string } | { icon: IconName };
  title: string;
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The shared body of the system pages: a mark, the page's `h1`, some text and the ways out. */
export function SystemMessage({
  layout = 'standalone',
  tone,
  mark,
  title,
  titleRef,
  children,
  actions,
  ...page
}: SystemMessageProps) {
  const body = (
    <StyledSystemMessage data-tone={tone} data-layout={layout}>
      <StyledMark>
        {'code' in mark ? (
          <span role="img" aria-label={mark.label}>
            {mark.code}
          </span>
        ) : (
          <Icon name={mark.icon} size="large" />
        )}
      </StyledMark>
      <StyledTitle ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </StyledTitle>
      {children && <StyledDescription>{children}</StyledDescription>}
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledSystemMessage>
  );
  if (layout === 'embedded') return body;
  return (
    <PublicLayout {...page} width="wide">
      {body}
    </PublicLayout>
  );
}
