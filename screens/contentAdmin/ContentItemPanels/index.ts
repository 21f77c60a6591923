export * from './ContentItemPanels';
