import { describe, expect, it } from 'vitest';
import { createAllowedOrigins, type OriginsFileReader, parseAllowedOriginsFile } from './originsFile.ts';

/** An in-memory file: each write changes its stamp, as a new size or time would. */
function memoryFile(initial: string | null) {
  let text = initial;
  let version = 0;
  const read: OriginsFileReader = () =>
    text === null ? null : { stamp: String(version), text: () => text ?? '' };
  return {
    file: { path: '/etc/krishika/origins.txt', read },
    write: (next: string | null) => {
      text = next;
      version += 1;
    },
  };
}

describe('parseAllowedOriginsFile', () => {
  it('reads one origin a line or comma-separated, skipping blank lines and comments', () => {
    expect(
      parseAllowedOriginsFile(
        '# the shop\nhttps://shop.example.com\n\nhttps://a.example, https://b.example # two\n',
      ),
    ).toEqual(['https://shop.example.com', 'https://a.example', 'https://b.example']);
    expect(parseAllowedOriginsFile('# nothing yet\n')).toEqual([]);
    expect(() => parseAllowedOriginsFile('https://*.example.com')).toThrow(/wildcards are not allowed/);
  });
});

describe('createAllowedOrigins', () => {
  it("picks up the file's changes without a restart; an invalid edit keeps the last good list", () => {
    let clock = 0;
    const logged: string[] = [];
    const { file, write } = memoryFile('https://shop.example.com\n');
    const allowed = createAllowedOrigins({
      fixed: ['http://localhost:4173'],
      file,
      log: (line) => logged.push(line),
      now: () => clock,
    });
    expect(allowed('http://localhost:4173')).toBe(true);
    expect(allowed('https://shop.example.com')).toBe(true);
    expect(allowed('https://embed.example.org')).toBe(false);

    write('https://shop.example.com\nhttps://embed.example.org\n');
    // Looked at again at most once a second.
    clock += 500;
    expect(allowed('https://embed.example.org')).toBe(false);
    clock += 500;
    expect(allowed('https://embed.example.org')).toBe(true);

    write('https://embed.example.org/page\n');
    clock += 1000;
    expect(allowed('https://embed.example.org')).toBe(true);
    expect(logged).toEqual([
      expect.stringMatching(
        /origins\.txt: "https:\/\/embed\.example\.org\/page": an origin has no path.*previous list stays/,
      ),
    ]);

    write(null);
    clock += 1000;
    expect(allowed('https://embed.example.org')).toBe(false);
    expect(allowed('http://localhost:4173')).toBe(true);
  });

  it('refuses to start with a missing or invalid file, and without one allows the fixed origins only', () => {
    const log = () => undefined;
    expect(() => createAllowedOrigins({ fixed: [], file: memoryFile(null).file, log })).toThrow(
      /does not exist/,
    );
    expect(() =>
      createAllowedOrigins({ fixed: [], file: memoryFile('HTTPS://Shop.example.com').file, log }),
    ).toThrow(/lower case/);
    const fixed = createAllowedOrigins({ fixed: ['http://localhost:4173'], log });
    expect(fixed('http://localhost:4173')).toBe(true);
    expect(fixed('https://shop.example.com')).toBe(false);
  });
});
