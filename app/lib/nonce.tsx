import { createContext, useContext } from "react";

// The server renders inline scripts with this nonce; in the browser it is undefined (and browsers hide
// nonce attributes anyway), so hydration compares nothing sensitive.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
