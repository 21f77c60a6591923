import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What a router link must accept to stand in for a plain anchor. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

const LinkComponentContext = createContext<ComponentType<LinkComponentProps> | null>(null);

export type LinkProviderProps = {
  /** The app's router link (the design system never imports the router itself). */
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
};

/** Lets the app route every design-system link through its router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return (
    <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
  );
}

/** The router link the app provided, or null to use a plain anchor. */
export function useLinkComponent() {
  return useContext(LinkComponentContext);
}
