/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts: the year of the build (the footer's copyright year in pre-rendered pages). */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
