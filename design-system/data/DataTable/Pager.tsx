import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { IconButton } from '#ds/actions/IconButton';
import { Icon } from '#ds/display/Icon';
import { localeTags, useLocale, useT } from '#ds/i18n';
import {
  StyledPageNav,
  StyledPageSize,
  StyledPager,
  StyledRange,
  StyledSelect,
  StyledSelectBox,
} from './DataTable.styles';

export type PagerProps = {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  totalRows: number;
  /** While loading, the controls wait. */
  disabled: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** Rows per page, '11–20 of 42' (numbers in the reader's locale), previous and next. */
export function Pager({
  page,
  pageSize,
  pageSizeOptions,
  totalRows,
  disabled,
  onPageChange,
  onPageSizeChange,
}: PagerProps) {
  const t = useT();
  const locale = useLocale();
  const selectId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const format = useMemo(() => new Intl.NumberFormat(localeTags[locale]), [locale]);

  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const from = totalRows === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalRows);
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  // A button that becomes disabled drops focus to the page: once the new page is shown,
  // hand focus to the other button instead.
  const focusAfterPaging = useRef<HTMLButtonElement | null>(null);
  const go = (next: number) => {
    focusAfterPaging.current =
      next === 1 ? nextRef.current : next === pageCount ? previousRef.current : null;
    onPageChange(next);
  };
  useLayoutEffect(() => {
    focusAfterPaging.current?.focus();
    focusAfterPaging.current = null;
  }, [page]);

  return (
    <StyledPager role="group" aria-label={t('dataTable.pages')}>
      <StyledPageSize>
        <label htmlFor={selectId}>{t('dataTable.rowsPerPage')}</label>
        <StyledSelectBox>
          <StyledSelect
            id={selectId}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {format.format(option)}
              </option>
            ))}
          </StyledSelect>
          <Icon name="chevron-down" size="small" />
        </StyledSelectBox>
      </StyledPageSize>
      <StyledPageNav>
        <StyledRange aria-live="polite">
          {t('dataTable.range', {
            from: format.format(from),
            to: format.format(to),
            total: format.format(totalRows),
          })}
        </StyledRange>
        <IconButton
          ref={previousRef}
          icon="chevron-left"
          variant="secondary"
          size="small"
          aria-label={t('dataTable.previousPage')}
          disabled={disabled || page <= 1}
          onClick={() => go(page - 1)}
        />
        <IconButton
          ref={nextRef}
          icon="chevron-right"
          variant="secondary"
          size="small"
          aria-label={t('dataTable.nextPage')}
          disabled={disabled || page >= pageCount}
          onClick={() => go(page + 1)}
        />
      </StyledPageNav>
    </StyledPager>
  );
}
