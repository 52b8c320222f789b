/** One synthesis, as both engines take it. */
export interface SynthesisJob {
  text: string;
  voice: string;
  rate: number;
  timeoutMs: number;
  maxOutputBytes: number;
  signal?: AbortSignal;
}
