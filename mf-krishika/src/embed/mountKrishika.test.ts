import type { KrishikaParcelModule, KrishikaParcelProps } from '@krishika/tooling/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWith } from './mountKrishika';

function fakeParcel() {
  const calls: [string, KrishikaParcelProps][] = [];
  const record = (name: string) =>
    vi.fn(async (props: KrishikaParcelProps) => {
      calls.push([name, props]);
    });
  const parcel: KrishikaParcelModule = {
    bootstrap: record('bootstrap'),
    mount: record('mount'),
    update: record('update'),
    unmount: record('unmount'),
  };
  return { parcel, calls };
}

const getAccessToken = async () => 'token';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountKrishika', () => {
  it('loads the parcel and bootstraps then mounts it into the named element', async () => {
    document.body.innerHTML = '<div id="assistant"></div>';
    const { parcel, calls } = fakeParcel();
    const handle = await mountWith(async () => parcel, '#assistant', {
      apiBaseUrl: 'https://api.example.com',
      getAccessToken,
      theme: 'dark',
    });
    expect(calls.map(([name]) => name)).toEqual(['bootstrap', 'mount']);
    const props = calls[1]?.[1];
    expect(props).toMatchObject({
      domElement: document.getElementById('assistant'),
      apiBaseUrl: 'https://api.example.com',
      theme: 'dark',
      getAccessToken,
    });
    expect(props?.name).toMatch(/^krishika-embed-\d+$/);

    await handle.update({ theme: 'light' });
    expect(calls[2]).toEqual(['update', { ...props, theme: 'light' }]);
    await handle.unmount();
    await handle.unmount();
    expect(calls.map(([name]) => name)).toEqual(['bootstrap', 'mount', 'update', 'unmount']);
    await expect(handle.update({ theme: 'dark' })).rejects.toThrow(/unmounted/);
  });

  it("passes the host page's sign-in hook and sign-in URL to the parcel", async () => {
    document.body.innerHTML = '<div id="assistant"></div>';
    const { parcel, calls } = fakeParcel();
    const onSignInRequired = vi.fn();
    await mountWith(async () => parcel, '#assistant', {
      apiBaseUrl: 'https://api.example.com',
      getAccessToken,
      onSignInRequired,
      signInUrl: 'https://krishika.example/login',
    });
    expect(calls[1]?.[1]).toMatchObject({ onSignInRequired, signInUrl: 'https://krishika.example/login' });
  });

  it('accepts an element', async () => {
    const element = document.createElement('section');
    document.body.append(element);
    const { parcel, calls } = fakeParcel();
    await mountWith(async () => parcel, element, { apiBaseUrl: 'https://api.example.com', getAccessToken });
    expect(calls[1]?.[1].domElement).toBe(element);
  });

  it('fails clearly when the element is missing, before loading anything', async () => {
    const load = vi.fn(async () => fakeParcel().parcel);
    await expect(
      mountWith(load, '#nowhere', { apiBaseUrl: 'https://api.example.com', getAccessToken }),
    ).rejects.toThrow('mountKrishika: no element matches "#nowhere"');
    expect(load).not.toHaveBeenCalled();
  });
});
