import {
  createContext,
  useContext,
  useId,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { StyledList, StyledPanel, StyledTab } from './Tabs.styles';

type TabsContextValue = {
  baseId: string;
  value: string;
  select: (value: string) => void;
  activation: 'automatic' | 'manual';
};

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`Tabs.${part} must be inside <Tabs>`);
  return context;
}

const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

type TabsBaseProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> & {
  /**
   * `automatic` (default): moving with the arrow keys also shows the panel, for panels that
   * appear at once. `manual`: arrows move focus only and Enter or Space shows the panel, for
   * panels that take time to load.
   */
  activation?: 'automatic' | 'manual';
  /** `Tabs.List` with `Tabs.Tab`s, then one `Tabs.Panel` per tab. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

export type TabsControlledProps = TabsBaseProps & {
  /** The selected tab's value, when the parent owns it (e.g. from the URL). */
  value: string;
  /** Called with the value of the tab the user chose. */
  onValueChange: (value: string) => void;
  defaultValue?: never;
};

export type TabsUncontrolledProps = TabsBaseProps & {
  /** The tab selected at first; the component keeps track afterwards. */
  defaultValue: string;
  /** Called with the value of the tab the user chose. */
  onValueChange?: (value: string) => void;
  value?: never;
};

export type TabsProps = TabsControlledProps | TabsUncontrolledProps;

function TabsRoot({
  value: valueProp,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  children,
  ...rest
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const value = valueProp ?? uncontrolled;
  const select = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    if (next !== value) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, activation }}>
      <div {...rest}>{children}</div>
    </TabsContext>
  );
}

/** The tab list must be named, by `aria-label` or by visible text through `aria-labelledby`. */
export type TabsListProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'aria-label' | 'aria-labelledby' | 'role'
> &
  (
    | { 'aria-label': string; 'aria-labelledby'?: string }
    | { 'aria-labelledby': string; 'aria-label'?: never }
  ) & {
    children: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

function TabsList({ children, onKeyDown, ...rest }: TabsListProps) {
  const { select, activation } = useTabs('List');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const list = event.currentTarget;
    const tabs = Array.from(
      list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])'),
    );
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index === -1 || tabs.length === 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    target.focus();
    if (activation === 'automatic' && target.dataset.value !== undefined)
      select(target.dataset.value);
  };

  return (
    <StyledList {...rest} role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown}>
      {children}
    </StyledList>
  );
}

export type TabsTabProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'role' | 'type'
> & {
  /** Matches the `value` of its `Tabs.Panel`. */
  value: string;
  /** The tab's label; a `Badge` with a count may follow it. */
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

function TabsTab({ value, disabled, onClick, children, ...rest }: TabsTabProps) {
  const { baseId, value: selectedValue, select } = useTabs('Tab');
  const selected = value === selectedValue;
  return (
    <StyledTab
      {...rest}
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      aria-disabled={disabled || undefined}
      tabIndex={selected ? 0 : -1}
      data-value={value}
      onClick={(event) => {
        onClick?.(event);
        if (!disabled && !event.defaultPrevented) select(value);
      }}
    >
      {children}
    </StyledTab>
  );
}

export type TabsPanelProps = Omit<HTMLAttributes<HTMLDivElement>, 'role'> & {
  /** Matches the `value` of its `Tabs.Tab`. */
  value: string;
  /** Shown only while its tab is selected. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

function TabsPanel({ value, children, ...rest }: TabsPanelProps) {
  const { baseId, value: selectedValue } = useTabs('Panel');
  const selected = value === selectedValue;
  return (
    <StyledPanel
      tabIndex={0}
      {...rest}
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      hidden={!selected}
    >
      {selected && children}
    </StyledPanel>
  );
}

/**
 * WAI-ARIA tabs: one tab stop for the list (roving tabindex), arrow keys move between tabs,
 * Home and End jump to the ends; controlled (`value` + `onValueChange`) or not (`defaultValue`).
 */
export const Tabs = Object.assign(TabsRoot, { List: TabsList, Tab: TabsTab, Panel: TabsPanel });
