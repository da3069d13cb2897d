/** Gives server-rendered components access to the pageContext (server only). */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageContextServer } from 'vike/types';

const Context = createContext<PageContextServer | null>(null);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContextServer; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

export function usePageContext(): PageContextServer {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext must be used within a PageContextProvider');
  return pageContext;
}
