import styled from 'styled-components';
import { vars } from '#ds/tokens';

// Stays hand-written: padding, border or background of a panel.
export const StyledPreview = styled.article`
  display: grid;
  gap: ${vars.space[3]};
  justify-items: start;
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.medium};
  background: ${vars.color.surface};

  &:lang(ko) {
    word-break: keep-all;
  }
`;

// Stays hand-written: sizes of its own.
export const StyledPreviewTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeXl};
`;

// Stays hand-written: styles child elements.
export const StyledFileList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]};
    overflow-wrap: anywhere;
  }
`;

// Stays hand-written: styles child elements (a plain table: at most twenty rows).
export const StyledRevisionTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  th,
  td {
    padding: ${vars.space[2]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }

  th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightMedium};
  }

  td:last-child {
    text-align: end;
    white-space: nowrap;
  }
`;

// Stays hand-written: sizes of its own.
export const StyledPanelBody = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  min-width: 0;
`;

// Stays hand-written: a narrow screen scrolls the table rather than cutting it.
export const StyledTableScroll = styled.div`
  overflow-x: auto;
  min-width: 0;
`;
