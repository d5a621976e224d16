import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce. entry.server.tsx provides it while rendering; in
 * the browser it is empty (scripts are already running by then).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
