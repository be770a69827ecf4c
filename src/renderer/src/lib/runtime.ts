import { PLATFORMS, type Platform } from '@shared/constants';
import type { DesktopBridge } from '@shared/desktop/ipc-contract';

/** Where the app runs: the platform, its public base URL and where the API is. */
export interface RuntimeConfig {
  platform: Platform;
  /** Section 4: from the forwarded host and protocol (the server writes it into the page). */
  baseUrl: string;
  /** Origin of the API server: empty on the web (same origin), API_URL on the desktop. */
  apiOrigin: string;
  desktop: DesktopBridge | null;
  /** Check every JSON answer against the contract: in development, and against a server that checks its own. */
  checkAnswers: boolean;
}

const meta = (name: string): string | null =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;

const asPlatform = (value: string | null | undefined): Platform =>
  (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Platform) : 'CABINET';

export async function resolveRuntimeConfig(desktop: DesktopBridge | null = window.desktop ?? null): Promise<RuntimeConfig> {
  if (desktop) {
    const config = await desktop.config.get();
    const origin = config.apiUrl.replace(/\/+$/, '');
    return { platform: asPlatform(config.platform), baseUrl: origin, apiOrigin: origin, desktop, checkAnswers: import.meta.env.DEV };
  }
  return {
    platform: asPlatform(meta('cabinet-platform') ?? import.meta.env.VITE_PLATFORM),
    baseUrl: meta('cabinet-base-url') ?? window.location.origin,
    apiOrigin: '',
    desktop: null,
    checkAnswers: import.meta.env.DEV || meta('cabinet-check-answers') === '1',
  };
}
