import type { AuthResult, LoginBody, RegisterBody, ResetPasswordBody, User } from '@jongdee/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  ApiError,
  apiCall,
  clearToken,
  readDeviceToken,
  readToken,
  SESSION_ENDED_EVENT,
  saveDeviceToken,
  saveToken,
} from '../api/client.ts';
import { FIRST_SCREEN_FRESH_MS } from '../api/early-requests.ts';
import { notify } from '../components/notify.ts';
import { paths } from '../paths.ts';
import { authTexts } from './texts.ts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

/** Why a sign-in failed, as the server said it (Thai), for the screen to show. */
export type LoginFailure = { message: string; code: string | undefined; status: number | undefined };

export type LoginOptions = {
  /** /admin/login: the admin sign-in endpoint only, no fallback. */
  adminOnly?: boolean;
  onSuccess?: (user: User) => void;
  onFailure?: (failure: LoginFailure) => void;
};

type AuthContextValue = {
  status: SessionStatus;
  user: User | null;
  /**
   * The seed's rule: an email containing "admin" tries the admin sign-in first and falls back to the
   * regular one. Answers false when sign-in failed (the seed's contract) and hands the reason of the
   * last attempt to `onFailure`, so the screen can say why in Thai; never throws.
   */
  login: (credentials: LoginBody, options?: LoginOptions) => Promise<boolean>;
  /** Registers and signs in; throws the API error so the form can show per-field messages. */
  register: (body: RegisterBody) => Promise<User>;
  /** Sets a new password from an e-mailed link and signs in; throws the API error (a used or expired link). */
  resetPassword: (body: ResetPasswordBody) => Promise<User>;
  /** Ends the session on the server (its failure ignored), forgets it here and goes to /login. */
  logout: () => Promise<void>;
  /** Replaces the signed-in user after the profile changed. */
  setUser: (user: User) => void;
  /**
   * True from a sign-in in this tab (not a session restored from a saved token) until
   * `endFreshSignIn()`: what greets a person once per sign-in (the health-data consent prompt) reads
   * it, so it is not asked again on every page or reload. Replacing a temporary password from staff
   * finishes a sign-in too, even one restored after a reload.
   */
  freshSignIn: boolean;
  endFreshSignIn: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** The seed's start-up order: the user me endpoint first, then the admin one; both failing clears the token. */
export async function restoreSession(): Promise<User | null> {
  if (!readToken()) return null;
  for (const route of ['getCurrentUser', 'getCurrentAdmin'] as const) {
    try {
      return (await apiCall(route)).user;
    } catch {
      // try the next one
    }
  }
  clearToken();
  return null;
}

/**
 * The start-up session check as a query, so it can start before React does: main.tsx asks it with the
 * first screen's other requests (startFirstScreen), and the provider, once mounted, finds it under way
 * or answered instead of asking only then (on a phone that was the last request before the screen, a
 * whole first render after the others). Kept only while the first screen starts; signing in or out
 * clears it with the rest of the cache.
 */
export const restoreSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'restore-session'],
    queryFn: restoreSession,
    staleTime: FIRST_SCREEN_FRESH_MS,
    gcTime: FIRST_SCREEN_FRESH_MS,
  });

/** Which sign-in endpoints to try, in order (the seed's admin-email rule). */
export function signInRoutes(email: string, adminOnly = false): ('signInAdmin' | 'signIn')[] {
  if (adminOnly) return ['signInAdmin'];
  return /admin/i.test(email) ? ['signInAdmin', 'signIn'] : ['signIn'];
}

function toFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError) return { message: error.message, code: error.code, status: error.status };
  return { message: error instanceof Error ? error.message : String(error), code: undefined, status: undefined };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The session check started with the first screen (startFirstScreen) has often answered by the time
  // React first renders here: the screen then starts signed in (or out), with no spinner for a check
  // that is over, and no second render of the whole app to leave it.
  const [answered] = useState(() => queryClient.getQueryData(restoreSessionQueryOptions().queryKey));
  const [status, setStatus] = useState<SessionStatus>(() => {
    if (!readToken()) return 'signed-out';
    if (answered === undefined) return 'checking';
    return answered ? 'signed-in' : 'signed-out';
  });
  const [user, setUserState] = useState<User | null>(answered ?? null);
  const [freshSignIn, setFreshSignIn] = useState(false);

  const signedIn = useCallback(
    (result: AuthResult) => {
      // Nothing cached for an earlier identity may show to this one (a shared counter computer).
      queryClient.clear();
      saveToken(result.token);
      saveDeviceToken(result.deviceToken);
      setUserState(result.user);
      setFreshSignIn(true);
      setStatus('signed-in');
      return result.user;
    },
    [queryClient],
  );

  const forget = useCallback(() => {
    clearToken();
    setUserState(null);
    setFreshSignIn(false);
    setStatus('signed-out');
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    let cancelled = false;
    void queryClient.fetchQuery(restoreSessionQueryOptions()).then((restored) => {
      if (cancelled) return;
      // What the session check unlocks is the whole screen (layout, page, its data): rendered as a
      // transition, React renders it in slices between which the phone stays responsive, instead of
      // one long task (Lighthouse mobile: /booking's first render was one task of ~0.4 s, 4× on a phone).
      startTransition(() => {
        setUserState(restored);
        setStatus(restored ? 'signed-in' : 'signed-out');
      });
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  // Only a session that was running can end: during start-up a stale token is cleared quietly, after
  // both me endpoints were asked with it (the seed's order).
  useEffect(() => {
    if (status !== 'signed-in') return;
    const onSessionEnded = () => {
      forget();
      notify.info(authTexts.sessionEnded);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onSessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onSessionEnded);
  }, [status, forget]);

  const login = useCallback<AuthContextValue['login']>(
    async (credentials, options = {}) => {
      let failure: LoginFailure = { message: '', code: undefined, status: undefined };
      const body: LoginBody = { ...credentials, deviceToken: readDeviceToken() ?? undefined };
      for (const route of signInRoutes(credentials.email, options.adminOnly)) {
        try {
          const user = signedIn(await apiCall(route, { body }));
          options.onSuccess?.(user);
          return true;
        } catch (error) {
          failure = toFailure(error);
        }
      }
      options.onFailure?.(failure);
      return false;
    },
    [signedIn],
  );

  const register = useCallback<AuthContextValue['register']>(
    async (body) => signedIn(await apiCall('registerAccount', { body })),
    [signedIn],
  );

  const resetPassword = useCallback<AuthContextValue['resetPassword']>(
    async (body) => signedIn(await apiCall('resetPassword', { body })),
    [signedIn],
  );

  const logout = useCallback(async () => {
    await apiCall('signOut').catch(() => undefined);
    // Render the signed-out state now, so the guard of the page being left redirects first and this
    // navigation (to /login, without a "return to" page for the next person) is the one that stays.
    flushSync(forget);
    notify.success(authTexts.signedOut);
    navigate(paths.login.href(), { replace: true });
  }, [forget, navigate]);

  const setUser = useCallback(
    (next: User) => {
      if (user?.mustChangePassword && !next.mustChangePassword) setFreshSignIn(true);
      setUserState(next);
    },
    [user],
  );
  const endFreshSignIn = useCallback(() => setFreshSignIn(false), []);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, resetPassword, logout, setUser, freshSignIn, endFreshSignIn }),
    [status, user, login, register, resetPassword, logout, setUser, freshSignIn, endFreshSignIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
