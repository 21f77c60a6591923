export { Grid } from './Grid';
export type { GridAlign, GridColumns, GridElement, GridProps, GridTemplate } from './Grid';
