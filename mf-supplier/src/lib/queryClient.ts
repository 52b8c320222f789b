// mf-supplier's one QueryClient: its screens' server state, forgotten when the signed-in user changes.
import { createRemoteQueryClient } from 'shared-api';

export const queryClient = createRemoteQueryClient();
