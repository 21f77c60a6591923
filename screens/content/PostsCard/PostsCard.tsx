import styled from 'styled-components';
import { Link } from '#ds/actions/Link';
import { Badge } from '#ds/display/Badge';
import { Card } from '#ds/display/Card';
import { Skeleton } from '#ds/display/Skeleton';
import { localeTags, useLocale, useT } from '#ds/i18n';
import { Text } from '#ds/primitives/Text';
import { vars } from '#ds/tokens';
import { ShownInMark } from '../ShownInMark';
import type { ContentItemView } from '../contentViews';

// Stays hand-written: the posts' rows and their separators.
const StyledPosts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  > li {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} 0;
    border-top: 1px solid ${vars.color.border};
    min-width: 0;
    overflow-wrap: anywhere;
  }

  > li:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export type PostsCardProps = {
  /** `loading` holds the card's place; `error` and an empty list show nothing. */
  status: 'loading' | 'ready' | 'error';
  /** Newest first. */
  posts: readonly ContentItemView[];
  /** Posts the reader has not opened, on every page. */
  unread: number;
  timeZone?: string;
};

/** News on a partner's dashboard: the posts for their role, newest first, unread ones marked. */
export function PostsCard({ status, posts, unread, timeZone }: PostsCardProps) {
  const t = useT();
  const tag = localeTags[useLocale()];
  if (status === 'error' || (status === 'ready' && posts.length === 0)) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).format(new Date(iso));
  return (
    <Card>
      <Card.Header
        titleAs="h2"
        title={t('education.posts.title')}
        actions={
          unread > 0 ? (
            <Badge tone="accent" size="small">
              {t('education.posts.unreadCount', { count: unread })}
            </Badge>
          ) : undefined
        }
      />
      <Card.Body>
        {status === 'loading' ? (
          <Skeleton variant="rectangle" height={96} />
        ) : (
          <StyledPosts>
            {posts.map((post) => (
              <li key={post.key}>
                <StyledTitleRow>
                  {post.unread && (
                    <Badge variant="dot" tone="accent" label={t('education.posts.unread')} />
                  )}
                  <Link href={post.href}>
                    <Text
                      as="span"
                      weight={post.unread ? 'semibold' : 'regular'}
                      lang={post.shownIn}
                    >
                      {post.title}
                    </Text>
                  </Link>
                  <ShownInMark shownIn={post.shownIn} />
                </StyledTitleRow>
                {post.publishedAt && (
                  <Text as="span" tone="muted" size="xsmall">
                    {date(post.publishedAt)}
                  </Text>
                )}
                <Text as="p" tone="muted" size="small" lang={post.shownIn}>
                  {post.summary}
                </Text>
              </li>
            ))}
          </StyledPosts>
        )}
      </Card.Body>
    </Card>
  );
}
