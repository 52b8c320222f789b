import { createContext, useContext, type ReactNode } from 'react';
import { getDefaultMarketplaceClient, type MarketplaceClient } from './marketplaceClient';

const ClientContext = createContext<MarketplaceClient | null>(null);

/** Gives the screens below a client of their own (tests). */
export function MarketplaceClientProvider({
  client,
  children,
}: {
  client: MarketplaceClient;
  children: ReactNode;
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The request layer: the provided client, else the site's default one. */
export function useMarketplaceClient(): MarketplaceClient {
  return useContext(ClientContext) ?? getDefaultMarketplaceClient();
}
