export { ShipForm, shipCarriers } from './ShipForm';
export type { ShipFormProps, ShipValues } from './ShipForm';
export {
  StyledFacts,
  StyledHistory,
  StyledMoves,
  StyledPage,
  StyledSections,
} from './OrderFulfilment.styles';
