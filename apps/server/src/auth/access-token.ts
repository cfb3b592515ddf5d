/** How long an access token (the JWT the web app holds in memory) lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
