import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '#ds/actions/Button';
import { Link } from '#ds/actions/Link';
import { Card } from '#ds/display/Card';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { translateError } from '#ds/forms';
import { useT } from '#ds/i18n';
import { useDateFormat } from '#screens/shared/formatDate';
import type { ScreenMessage, ScreenStatus } from '#screens/shared/messages';
import { ScreenFrame } from '#screens/shared/ScreenFrame';
import { useFocusOnChange } from '#screens/shared/useFocusOnChange';
import {
  StyledFacts,
  StyledHistory,
  StyledMoves,
  StyledPage,
  StyledSections,
} from '../OrderFulfilment';
import { Text } from '#ds/primitives/Text';

/** What the last move did (success) or why it was refused, above everything. */
export type OrderPageNotice = { tone: 'success' | 'critical'; message: ScreenMessage };

/** One logged move of an order: where it went, when (an ISO instant), by whom ('' for a job). */
export type OrderPageMove<State extends string> = {
  key: string | number;
  state: State;
  at: string;
  by: string;
};

export type OrderPageProps<Order> = {
  status: ScreenStatus;
  onRetry?: () => void;
  /** The way back to the list the admin came from; its label is the title until the order loads. */
  back: { label: string; href: string };
  /** The order once loaded. */
  order?: Order;
  /** The loaded order's title ('Order CO-000042'). */
  title: (order: Order) => string;
  notice?: OrderPageNotice;
  /** The page's cards, once the order is loaded. */
  children: (order: Order) => ReactNode;
};

/**
 * The frame of an order's admin page (card orders, store orders): the title with the way back,
 * the notice of the last move (focused when it changes), then the order's own cards.
 */
function OrderPageFrame<Order>({
  status,
  onRetry,
  back,
  order,
  title,
  notice,
  children,
}: OrderPageProps<Order>) {
  const t = useT();
  const noticeRef = useFocusOnChange<HTMLDivElement>(notice);
  return (
    <ScreenFrame
      title={order ? title(order) : back.label}
      status={status}
      onRetry={onRetry}
      breadcrumbs={
        <Link href={back.href} variant="standalone">
          {back.label}
        </Link>
      }
    >
      {order && (
        <StyledPage>
          {notice && (
            <InlineAlert
              ref={noticeRef}
              tabIndex={-1}
              tone={notice.tone}
              description={translateError(t, notice.message)}
            />
          )}
          {children(order)}
        </StyledPage>
      )}
    </ScreenFrame>
  );
}

/** One card of the page, under its `h2`. */
function OrderCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Card.Header title={title} titleAs="h2" />
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

/** One fact of the order, inside `OrderPage.Facts`. */
function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" tone="muted">
        {label}
      </Text>
      <dd>{children}</dd>
    </>
  );
}

/** The moves the order's state allows now, or `none` when there are none. */
function OrderMoves({
  title,
  none,
  targets,
  children,
}: {
  title: string;
  none: string;
  targets: readonly string[];
  children: ReactNode;
}) {
  return (
    <OrderCard title={title}>
      {targets.length === 0 ? <p>{none}</p> : <StyledMoves>{children}</StyledMoves>}
    </OrderCard>
  );
}

/** One move as a button on its own line, showing progress until `onMove` settles. */
function OrderMoveButton({
  onMove,
  ...button
}: Omit<ButtonProps, 'onClick' | 'loading'> & { onMove: () => Promise<unknown> }) {
  const [moving, setMoving] = useState(false);
  const move = async () => {
    setMoving(true);
    try {
      await onMove();
    } finally {
      setMoving(false);
    }
  };
  return (
    <div>
      <Button {...button} loading={moving} onClick={() => void move()} />
    </div>
  );
}

export type OrderHistoryProps<State extends string> = {
  title: string;
  /** Said when nothing is logged yet. */
  none: string;
  /** Oldest first. */
  moves: readonly OrderPageMove<State>[];
  /** The state a move went to, as a small badge. */
  badge: (state: State) => ReactNode;
  /** Who made it. */
  by: (move: OrderPageMove<State>) => string;
  /** Pins the time zone of dates (stories, tests); the browser's by default. */
  timeZone?: string;
};

/** The order's logged moves: when, where to, by whom. */
function OrderHistory<State extends string>({
  title,
  none,
  moves,
  badge,
  by,
  timeZone,
}: OrderHistoryProps<State>) {
  const dates = useDateFormat(timeZone);
  return (
    <OrderCard title={title}>
      {moves.length === 0 ? (
        <p>{none}</p>
      ) : (
        <StyledHistory>
          {moves.map((each) => (
            <li key={each.key}>
              <time dateTime={each.at}>{dates.dateTime(each.at)}</time>
              {badge(each.state)}
              <span>{by(each)}</span>
            </li>
          ))}
        </StyledHistory>
      )}
    </OrderCard>
  );
}

/**
 * An order's admin page and its parts: `Sections` (the order and its shipping side by side),
 * `Card`, `Facts` of `Fact`s, `Moves` with a `MoveButton` each, and `History`.
 */
export const OrderPage = Object.assign(OrderPageFrame, {
  Sections: StyledSections,
  Card: OrderCard,
  Facts: StyledFacts,
  Fact: OrderFact,
  Moves: OrderMoves,
  MoveButton: OrderMoveButton,
  History: OrderHistory,
});
