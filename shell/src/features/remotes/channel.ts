// Which version of a remote this browser runs: a tester's override (`?krishika-override.<name>=<entry
// URL>`, kept in localStorage under `krishika.override.<name>`; an empty value clears it), else the
// manifest's canary for its `percent` of browsers (a random bucket 0-99 kept in localStorage, so each
// browser stays on its side), else the stable entry. The page's CSP still limits scripts to this site
// and the manifest's origins, so an override can only pick among versions the site already trusts.
import type { RemoteEntry } from './manifest';

export type Channel = 'stable' | 'canary' | 'override';

const BUCKET_KEY = 'krishika.canaryBucket';
export const OVERRIDE_PARAM_PREFIX = 'krishika-override.';
export const overrideKey = (name: string): string => `krishika.override.${name}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: no override, a fresh bucket per page
  }
}

/** This browser's place (0-99) in every remote's canary split, the same on every visit. */
export function browserBucket(): number {
  const store = storage();
  const saved = store?.getItem(BUCKET_KEY);
  const parsed = saved == null ? Number.NaN : Number(saved);
  if (Number.isInteger(parsed) && parsed >= 0 && parsed < 100) return parsed;
  const bucket = Math.floor(Math.random() * 100);
  store?.setItem(BUCKET_KEY, String(bucket));
  return bucket;
}

function overrideFor(name: string, baseUrl: string): string | null {
  const store = storage();
  const param = new URLSearchParams(window.location.search).get(OVERRIDE_PARAM_PREFIX + name);
  if (param === '') store?.removeItem(overrideKey(name));
  else if (param !== null) store?.setItem(overrideKey(name), param);
  const value = param ?? store?.getItem(overrideKey(name)) ?? null;
  if (!value) return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The entry this browser loads for `remote`, and why. A disabled remote stays disabled. */
export function chooseEntry(
  remote: RemoteEntry,
  baseUrl: string,
): { entry: string | null; channel: Channel } {
  if (!remote.entry) return { entry: null, channel: 'stable' };
  const override = overrideFor(remote.name, baseUrl);
  if (override) return { entry: override, channel: 'override' };
  if (remote.canary && browserBucket() < remote.canary.percent) {
    return { entry: remote.canary.entry, channel: 'canary' };
  }
  return { entry: remote.entry, channel: 'stable' };
}
