import { DEFAULT_SUPPORT_EMAIL } from '@ccp/contracts/support';
import { useEffect, useState } from 'react';

/** What the public pages show from the server's settings (GET /api/client-config). */
export interface PublicSettings {
  /** SUPPORT_EMAIL. */
  supportEmail: string;
  /** ABOUT_URL: the company's about page, or null (the landing page's section). */
  aboutUrl: string | null;
  /** CONTACT_URL: the booking page, or null (the landing page's contact section). */
  contactUrl: string | null;
}

export const DEFAULT_SETTINGS: PublicSettings = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  aboutUrl: null,
  contactUrl: null,
};

const text = (payload: Record<string, unknown>, key: string) =>
  typeof payload[key] === 'string' ? (payload[key] as string) : null;
const webAddress = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

/** The settings in a client-config answer, each checked (read without zod: the public pages load no form code). */
export function publicSettings(payload: unknown): PublicSettings {
  if (typeof payload !== 'object' || payload === null) return DEFAULT_SETTINGS;
  const record = payload as Record<string, unknown>;
  const email = text(record, 'supportEmail');
  return {
    supportEmail: email?.includes('@') ? email : DEFAULT_SUPPORT_EMAIL,
    aboutUrl: webAddress(text(record, 'aboutUrl')),
    contactUrl: webAddress(text(record, 'contactUrl')),
  };
}

let asked: Promise<PublicSettings> | null = null;

/** Asks the server once per page load. */
function askSettings(): Promise<PublicSettings> {
  asked ??= fetch('/api/client-config', { credentials: 'omit' })
    .then(async (response) => publicSettings(response.ok ? await response.json() : null))
    .catch(() => DEFAULT_SETTINGS);
  return asked;
}

/**
 * The deployment's settings. Pre-rendered pages start with the defaults and switch to the server's own once it
 * answers, so one build serves every deployment (SUPPORT_EMAIL, ABOUT_URL and CONTACT_URL need no rebuild).
 */
export function usePublicSettings(): PublicSettings {
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  useEffect(() => {
    let live = true;
    void askSettings().then((value) => {
      if (live) setSettings(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return settings;
}
