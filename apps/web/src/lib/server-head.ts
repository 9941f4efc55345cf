import { createContext, useContext } from 'react';

/**
 * What a page says about itself while the server draws it, for the HTML around it: its <title>
 * and its HTTP status. Written during the draw (the server runs no effects), read after it.
 */
export class ServerHead {
  title: string | undefined;
  status: number | undefined;

  setTitle(title: string): void {
    this.title = title;
  }

  setStatus(status: number): void {
    this.status = status;
  }
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** The head the server is collecting, or null in the browser. */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext);
}

/** A page that shows "not found" says so to crawlers too: the server answers it with this status. */
export function useServerStatus(status: number): void {
  useServerHead()?.setStatus(status);
}
