// Signed out, the embedded assistant asks the visitor to sign in instead of reporting a failed request:
// the api answers 401 to a call without a (valid) session. The host page may pass its own sign-in hook
// (a dialog, a redirect); without one, the prompt links to the site's sign-in page.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { KrishikaRequestError } from './krishikaClient';

export const SIGN_IN_REQUIRED = 'Sign in to use Krishika';
export const SIGN_IN_REQUIRED_DESCRIPTION = 'Krishika answers signed-in members. Sign in, then ask again.';
export const SIGN_IN = 'Sign in';

/** A call the api refused for want of a session (no token, or an expired one). */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof KrishikaRequestError && error.status === 401;
}

interface SignInContextValue {
  /** Shows the prompt; `fromAction`: the visitor just asked for something, so the host's hook runs. */
  require: (fromAction: boolean) => void;
}

const SignInContext = createContext<SignInContextValue | null>(null);

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  margin-block-end: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`;

const SignInLink = styled.a`
  font-weight: 600;
`;

export interface SignInRequiredProviderProps {
  /** The host page's sign-in: called when a visitor's request needs a session. */
  onSignInRequired?: () => void;
  /** Where the prompt's link goes without a hook (default: the site's /login). */
  signInUrl?: string;
  children: ReactNode;
}

/** Wraps the embedded assistant: a 401 from any of its calls shows the sign-in prompt above it. */
export function SignInRequiredProvider({
  onSignInRequired,
  signInUrl = '/login',
  children,
}: SignInRequiredProviderProps) {
  const [prompted, setPrompted] = useState(false);
  const signIn = useCallback(() => {
    try {
      onSignInRequired?.();
    } catch (error) {
      // The host's hook is its own code: a throw there leaves the prompt's link as the way in.
      console.error('Krishika: onSignInRequired failed:', error);
    }
  }, [onSignInRequired]);
  const value = useMemo<SignInContextValue>(
    () => ({
      require: (fromAction) => {
        setPrompted(true);
        if (fromAction) signIn();
      },
    }),
    [signIn],
  );
  return (
    <SignInContext.Provider value={value}>
      {prompted && (
        <Prompt role="alert">
          <p>
            <strong>{SIGN_IN_REQUIRED}</strong>
            <br />
            {SIGN_IN_REQUIRED_DESCRIPTION}
          </p>
          {onSignInRequired ? (
            <Button type="button" onClick={signIn}>
              {SIGN_IN}
            </Button>
          ) : (
            <SignInLink href={signInUrl}>{SIGN_IN}</SignInLink>
          )}
        </Prompt>
      )}
      {children}
    </SignInContext.Provider>
  );
}

/**
 * For a failed call: true when it needed a sign-in and the prompt (or the host's hook) took over, so
 * the caller shows no error of its own. Outside the embedded assistant it is always false: the site
 * guards its pages itself and keeps its own messages.
 */
export function useSignInRequired(): (error: unknown, options?: { fromAction?: boolean }) => boolean {
  const context = useContext(SignInContext);
  return useCallback(
    (error, { fromAction = true } = {}) => {
      if (!context || !isSignInRequired(error)) return false;
      context.require(fromAction);
      return true;
    },
    [context],
  );
}
