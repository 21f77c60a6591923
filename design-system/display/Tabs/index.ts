export { Tabs } from './Tabs';
export type {
  TabsControlledProps,
  TabsListProps,
  TabsPanelProps,
  TabsProps,
  TabsTabProps,
  TabsUncontrolledProps,
} from './Tabs';
