import { useEffect, useState } from 'react';
import { fetchImage } from '../api/reading-api';
import { PageImageCache } from '../lib/page-cache';

/**
 * A cache of authorised images for the reading `token`, closed (every object URL revoked) when the token
 * goes; null while there is no token (no session yet, expired, or taken over by another device) and until
 * the first effect has run. Each image is fetched with the token (`fetchImage`), never by a bare URL.
 */
export function useImageCache(token: string | null): PageImageCache | null {
  const [cache, setCache] = useState<PageImageCache | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    const c = new PageImageCache((path, signal) => fetchImage(path, token, signal));
    setCache(c);
    return () => {
      c.close();
      setCache(null);
    };
  }, [token]);
  return cache;
}
