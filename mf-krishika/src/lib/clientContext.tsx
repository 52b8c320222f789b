import { createContext, useContext, type ReactNode } from 'react';
import { getDefaultKrishikaClient, type KrishikaClient } from './krishikaClient';

const ClientContext = createContext<KrishikaClient | null>(null);

/** Gives the components below a client of their own (the embeddable parcel, tests). */
export function KrishikaClientProvider({
  client,
  children,
}: {
  client: KrishikaClient;
  children: ReactNode;
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The request layer: the provided client, else the site's default one. */
export function useKrishikaClient(): KrishikaClient {
  return useContext(ClientContext) ?? getDefaultKrishikaClient();
}
