import styled from 'styled-components';
import { vars } from '#ds/tokens';

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeSm};

  th,
  td {
    padding: ${vars.space[3]};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    color: ${vars.color.textMuted};
    font-weight: ${vars.font.weightSemibold};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${vars.font.weightSemibold};
    white-space: nowrap;
  }
  [data-column='amount'],
  [data-column='total'] {
    text-align: end;
  }
  [role='alert'] {
    color: ${vars.color.criticalText};
  }

  /* Phones: every invoice a card, each value under its column's name. */
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody {
      display: grid;
      gap: ${vars.space[3]};
    }
    tr {
      display: grid;
      grid-template-columns: minmax(5rem, auto) minmax(0, 1fr);
      column-gap: ${vars.space[3]};
      padding: ${vars.space[3]};
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.large};
      background: ${vars.color.surface};
    }
    tbody th,
    td {
      display: contents;
    }
    tbody th::before,
    td::before {
      content: attr(data-label);
      color: ${vars.color.textMuted};
    }
    tbody th::before,
    td::before {
      padding: ${vars.space[1]} 0;
    }
    tbody th > *,
    td > * {
      margin: ${vars.space[1]} 0;
    }
    td > * {
      justify-self: start;
      overflow-wrap: anywhere;
    }
    tbody th {
      font-size: ${vars.font.sizeMd};
    }
    [data-column='amount'],
    [data-column='total'] {
      text-align: start;
    }
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
