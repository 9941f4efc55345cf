import { useEffect, useState } from 'react';

/**
 * An object URL for a file that needs the caller's token (a slip's picture), fetched once per
 * address and let go when the part leaves the page; null while it loads or when it could not be.
 */
export function useFileUrl(address: string | null, fetchFile: (address: string, signal: AbortSignal) => Promise<Blob>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (address === null) return;
    const controller = new AbortController();
    let made: string | null = null;
    fetchFile(address, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => setUrl(null));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [address, fetchFile]);
  return url;
}
