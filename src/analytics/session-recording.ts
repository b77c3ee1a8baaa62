/** Session recording eligibility (US, a time zone starting with America, more than 2 CPU cores, feature toggle and experiment on) and the recording id call; a mock id skips recording, and no recording script exists in this bundle. */
import { ANALYTICS_PATH, MOCK_RECORDING_ID } from '../api/analytics-contract';
import { getJson } from './transport';

/** The feature toggle and the experiment that switch recording on. */
export const RECORDING_FEATURE = 'session-recording';
export const RECORDING_EXPERIMENT = 'session-recording';

export interface RecordingFacts {
  country: string;
  timeZone: string;
  cores: number;
  featureEnabled: boolean;
  experimentEnabled: boolean;
}

export function recordingEligible(facts: RecordingFacts): boolean {
  return (
    facts.country.toUpperCase() === 'US' &&
    facts.timeZone.startsWith('America') &&
    facts.cores > 2 &&
    facts.featureEnabled &&
    facts.experimentEnabled
  );
}

export type RecordingDecision = 'ineligible' | 'no-id' | 'mock' | 'record';

/**
 * Decides whether this visit is recorded: eligible visitors ask for the recording id
 * (`GET /api/commerce/fullstory/getId`, `{ data: id }`); the mock id, or none, skips recording.
 */
export async function decideRecording(
  facts: RecordingFacts,
  apiBase: string,
  fetchId: (url: string) => Promise<unknown> = getJson,
): Promise<RecordingDecision> {
  if (!recordingEligible(facts)) return 'ineligible';
  const answer = (await fetchId(new URL(ANALYTICS_PATH.recordingId.slice(1), apiBase).href)) as
    { data?: unknown } | undefined;
  const id = typeof answer?.data === 'string' ? answer.data : '';
  if (!id) return 'no-id';
  return id === MOCK_RECORDING_ID ? 'mock' : 'record';
}
