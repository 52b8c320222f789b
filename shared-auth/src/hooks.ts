import { useShallow } from 'zustand/react/shallow';
import { selectBusinessName, selectRole, useAuthStore } from './store';

export function useAuth() {
  return useAuthStore(
    useShallow((state) => ({
      loading: state.loading,
      session: state.session,
      user: state.user,
      profile: state.profile,
      role: selectRole(state),
      businessName: selectBusinessName(state),
      signedIn: state.session !== null,
      lastEvent: state.lastEvent,
    })),
  );
}

export function useRole() {
  return useAuthStore(selectRole);
}
