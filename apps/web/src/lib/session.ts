import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Role } from '@kusp/contracts';

/** Where the bearer token is also kept, so other tabs and pages read it (spec part 1 section 6). */
export const TOKEN_STORAGE_KEY = 'e-token';

/** The global session of spec part 1 section 3, persisted in browser storage. */
export interface Session {
  userId: string | null;
  role: Role;
  token: string | null;
  username: string | null;
  name: string | null;
  horoscope: unknown;
  loading: boolean;
  error: string | null;
  message: string | null;
  showPassword: boolean;
}

interface SessionActions {
  signIn(values: {
    userId: string;
    role: Role;
    token: string;
    username: string;
    name: string;
  }): void;
  setHoroscope(horoscope: unknown): void;
  setShowPassword(show: boolean): void;
  /** A fresh token for the same session (after a password change revoked the old one). */
  replaceToken(token: string): void;
  logout(): void;
}

const initialSession: Session = {
  userId: null,
  role: 'PUBLIC',
  token: null,
  username: null,
  name: null,
  horoscope: null,
  loading: false,
  error: null,
  message: null,
  showPassword: false,
};

const logoutListeners = new Set<() => void>();
/** Lets the app layer clear caches and live connections when the session ends. */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export const useSession = create<Session & SessionActions>()(
  persist(
    (set) => ({
      ...initialSession,
      signIn(values) {
        localStorage.setItem(TOKEN_STORAGE_KEY, values.token);
        set({ ...values, error: null, message: null, loading: false });
      },
      setHoroscope: (horoscope) => set({ horoscope }),
      setShowPassword: (showPassword) => set({ showPassword }),
      replaceToken(token) {
        localStorage.setItem(TOKEN_STORAGE_KEY, token);
        set({ token });
      },
      logout() {
        localStorage.removeItem(TOKEN_STORAGE_KEY);
        set(initialSession);
        for (const listener of logoutListeners) listener();
      },
    }),
    {
      name: 'kusp-session',
      partialize: ({ userId, role, token, username, name, horoscope }) => ({
        userId,
        role,
        token,
        username,
        name,
        horoscope,
      }),
    },
  ),
);

// The server's prerender has no storage: it renders what a visitor with no session sees.
export const currentToken = () =>
  useSession.getState().token ??
  (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY));
