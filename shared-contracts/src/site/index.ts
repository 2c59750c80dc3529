import { useEffect, useState } from 'react';
import type { SiteContacts } from '../http/common';
import { API_BASE, paths } from '../http/paths';
import { SITE_CONTACTS } from '../constants/site-contacts';

/**
 * The public contact details for the browser apps (SPEC 1 footer, contact and policy pages), read once per
 * app from `GET /api/site` (the server's SUPPORT_* configuration). Not a federated singleton and free of
 * TypeBox, like `/constants`. When the call fails (offline, old API) the built-in SITE_CONTACTS are used and
 * the next caller asks again.
 */
let pending: Promise<SiteContacts> | null = null;

/** Resolves the contact details; never rejects. */
export function fetchSiteContacts(): Promise<SiteContacts> {
  pending ??= fetch(`${API_BASE}${paths.site}`)
    .then((res) =>
      res.ok ? (res.json() as Promise<SiteContacts>) : Promise.reject(new Error(`HTTP ${res.status}`)),
    )
    .catch(() => {
      pending = null;
      return { ...SITE_CONTACTS };
    });
  return pending;
}

/** React hook: the contact details, or null until the first answer (render nothing rather than a wrong address). */
export function useSiteContacts(): SiteContacts | null {
  const [contacts, setContacts] = useState<SiteContacts | null>(null);
  useEffect(() => {
    let live = true;
    void fetchSiteContacts().then((value) => live && setContacts(value));
    return () => {
      live = false;
    };
  }, []);
  return contacts;
}
