// The query parameter that shows the remotes' diagnostics panel (DiagnosticsPanel.tsx, loaded only then).
export const DIAGNOSTICS_PARAM = 'krishika-diagnostics';

/** Whether the page was opened with the diagnostics parameter. */
export function diagnosticsRequested(search = window.location.search): boolean {
  return new URLSearchParams(search).has(DIAGNOSTICS_PARAM);
}
