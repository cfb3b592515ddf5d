/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ABOUT_URL?: string;
  readonly VITE_CONTACT_URL?: string;
  /** Set by vite.config.ts: the year of the build (the footer's copyright year in pre-rendered pages). */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
