import type { HTMLAttributes, ReactNode, Ref } from 'react';
import {
  StyledCaption,
  StyledErased,
  StyledQuote,
  StyledTestimony,
  StyledWho,
} from './Testimony.styles';

export type TestimonyProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The person's words as they wrote them (line breaks kept); null once they were erased. */
  quote: string | null;
  /** Who said it: a first name. */
  author: string | null;
  /** When it was written, already formatted for the reader's language. */
  date?: string;
  /** What shows instead of erased words ('Withdrawn by the person; erased.'). */
  erasedLabel?: string;
  /** More about it under the caption: its consent record, its actions. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/**
 * A person's story in their own words: a quotation with who wrote it and when. Erased words
 * (a withdrawn testimonial) show the `erasedLabel` instead, never an empty quote.
 */
export function Testimony({ quote, author, date, erasedLabel, children, ...rest }: TestimonyProps) {
  return (
    <StyledTestimony {...rest} data-erased={quote === null || undefined}>
      {quote === null ? (
        <StyledErased>{erasedLabel}</StyledErased>
      ) : (
        <StyledQuote>
          <p>{quote}</p>
        </StyledQuote>
      )}
      {(author || date) && (
        <StyledCaption>
          {author && <StyledWho>{author}</StyledWho>}
          {author && date && <span aria-hidden="true"> · </span>}
          {date}
        </StyledCaption>
      )}
      {children}
    </StyledTestimony>
  );
}
