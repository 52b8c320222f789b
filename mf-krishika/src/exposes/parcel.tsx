// `mf_krishika/parcel`: the assistant as single-spa lifecycles, for pages that are not the shell (typed
// by KrishikaParcelModule in tooling/contracts.ts). single-spa calls them with its own props; a page
// without single-spa calls them itself (embed.js's mountKrishika does). See mf-krishika/README.md.
import type { KrishikaParcelModule, KrishikaParcelProps } from '@krishika/tooling/contracts';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AssistantParcelRoot } from '../app/AssistantParcelRoot';

function ParcelError() {
  return (
    <div role="alert" style={{ padding: '1rem', fontFamily: 'system-ui, sans-serif' }}>
      <strong>Krishika is unavailable right now.</strong> Please reload the page to try again.
    </div>
  );
}

const lifecycles = singleSpaReact<KrishikaParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: AssistantParcelRoot,
  errorBoundary: () => <ParcelError />,
});

/** single-spa keys each mounted instance by `name`; without single-spa, one is derived per element. */
const names = new WeakMap<HTMLElement, string>();
let instances = 0;

function checked(props: KrishikaParcelProps): KrishikaParcelProps & { name: string } {
  if (!(props?.domElement instanceof HTMLElement))
    throw new TypeError('Krishika parcel: `domElement` must be an HTMLElement');
  if (typeof props.apiBaseUrl !== 'string' || !/^https?:\/\//.test(props.apiBaseUrl))
    throw new TypeError('Krishika parcel: `apiBaseUrl` must be an http(s) URL');
  if (typeof props.getAccessToken !== 'function')
    throw new TypeError('Krishika parcel: `getAccessToken` must be a function returning a token or null');
  if (props.onSignInRequired !== undefined && typeof props.onSignInRequired !== 'function')
    throw new TypeError('Krishika parcel: `onSignInRequired` must be a function when given');
  if (
    props.signInUrl !== undefined &&
    (typeof props.signInUrl !== 'string' || !/^(\/(?!\/)|https?:\/\/)/.test(props.signInUrl))
  )
    throw new TypeError(
      'Krishika parcel: `signInUrl` must be a path on this site (/login) or an http(s) URL',
    );
  let name = props.name ?? names.get(props.domElement);
  if (!name) {
    instances += 1;
    name = `krishika-assistant-${instances}`;
  }
  names.set(props.domElement, name);
  return { ...props, name };
}

type Lifecycle = (props: KrishikaParcelProps & { name: string }) => Promise<unknown>;
const run = (lifecycle: Lifecycle | undefined) => async (props: KrishikaParcelProps) => {
  if (!lifecycle) throw new Error('Krishika parcel: lifecycle missing');
  await lifecycle(checked(props));
};

export const bootstrap: KrishikaParcelModule['bootstrap'] = run(lifecycles.bootstrap);
export const mount: KrishikaParcelModule['mount'] = run(lifecycles.mount);
export const update: KrishikaParcelModule['update'] = run(lifecycles.update);
export const unmount: KrishikaParcelModule['unmount'] = run(lifecycles.unmount);
