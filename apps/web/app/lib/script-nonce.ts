import { createContext, useContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * A random value the API makes for each server render: every inline script the app emits carries
     * it, the API hashes exactly those scripts into the page's Content-Security-Policy and removes the
     * attribute (docs/security.md "Page rendering and caching"). Absent in the browser.
     */
    scriptNonce?: string;
  }
}

export const ScriptNonce = createContext<string | undefined>(undefined);

/** The nonce of the current server render (undefined in the browser). */
export const useScriptNonce = () => useContext(ScriptNonce);
