import type { ReactNode } from 'react';
import { useT } from '#ds/i18n';
import { StyledTable } from './charts.styles';

export type ChartTableProps = {
  /** The column headers: what each row is, then each value. */
  headers: readonly string[];
  rows: readonly (readonly ReactNode[])[];
};

/**
 * A chart's numbers as a table, folded under the chart: what a screen reader reads instead of
 * the drawing, and what anyone reads who wants the exact numbers.
 */
export function ChartTable({ headers, rows }: ChartTableProps) {
  const t = useT();
  return (
    <StyledTable>
      <summary>{t('charts.showTable')}</summary>
      <table>
        <thead>
          <tr>
            {headers.map((header, index) => (
              <th key={index} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </StyledTable>
  );
}
