import type { CallStats } from './transport';

/**
 * Decoded incoming video frames and the route of the selected candidate pair ('relay' when either
 * end is a TURN relay candidate) from a getStats() report.
 */
export function readCallStats(report: RTCStatsReport | undefined): CallStats {
  let framesDecoded = 0;
  let pairId: string | undefined;
  report?.forEach((entry: { type: string; [key: string]: unknown }) => {
    if (entry.type === 'inbound-rtp' && entry.kind === 'video')
      framesDecoded += Number(entry.framesDecoded ?? 0);
    if (entry.type === 'transport' && typeof entry.selectedCandidatePairId === 'string')
      pairId = entry.selectedCandidatePairId;
  });
  const pair = pairId ? (report?.get(pairId) as RTCIceCandidatePairStats | undefined) : undefined;
  if (!pair) return { framesDecoded, route: null };
  const typeOf = (id: string) =>
    (report?.get(id) as { candidateType?: string } | undefined)?.candidateType;
  const relayed =
    typeOf(pair.localCandidateId) === 'relay' || typeOf(pair.remoteCandidateId) === 'relay';
  return { framesDecoded, route: relayed ? 'relay' : 'direct' };
}
