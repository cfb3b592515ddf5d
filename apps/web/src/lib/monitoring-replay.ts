import { replayIntegration } from '@sentry/react';

/**
 * Session replay as spec section 9 describes it: every text masked, every input masked, all media blocked; a
 * recording flushed every 5 s and at most one hour long. The SDK's fixed defaults give the rest of the spec: a
 * recording pauses after 5 minutes without activity and its session expires after 15.
 */
export function sessionReplay() {
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    flushMinDelay: 5_000,
    flushMaxDelay: 5_500,
    maxReplayDuration: 60 * 60 * 1000,
  });
}
