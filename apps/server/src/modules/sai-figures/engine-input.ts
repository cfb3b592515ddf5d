/**
 * The saved profile as the aid engine reads it: the engine's one mapping (`engineProfile`, shared with the
 * browser's what-ifs) applied to database rows, whose field names are the engine's.
 */
export { engineProfile, engineStudent } from '@ccp/aid-engine';
