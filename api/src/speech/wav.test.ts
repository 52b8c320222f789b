import { describe, expect, it } from 'vitest';
import { encodeWav, pcmDurationMs, readWav } from './wav.ts';

function tone(samples: number): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(10_000 * Math.sin(i / 5)), i * 2);
  return data;
}

describe('wav', () => {
  it('writes a canonical PCM mono WAV that reads back', () => {
    const data = tone(22_050);
    const wav = encodeWav({ data, sampleRate: 22_050 });
    expect(wav).toHaveLength(44 + data.length);
    const info = readWav(wav);
    expect(info).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16, sampleRate: 22_050 });
    expect(info.riffSize).toBe(wav.length - 8);
    expect(info.dataOffset).toBe(44);
    expect(info.data.equals(data)).toBe(true);
    expect(pcmDurationMs(info)).toBe(1000);
  });

  it("repairs espeak-ng's streamed header (placeholder sizes)", () => {
    const wav = encodeWav({ data: tone(1000), sampleRate: 22_050 });
    wav.writeUInt32LE(0x7ffff024, 4);
    wav.writeUInt32LE(0x7ffff000, 40);
    expect(() => readWav(wav)).toThrow(/RIFF size/);
    const streamed = readWav(wav, { streamed: true });
    expect(streamed.data).toHaveLength(2000);
    const fixed = encodeWav(streamed);
    expect(readWav(fixed).data.equals(streamed.data)).toBe(true);
  });

  it('drops a trailing odd byte and skips unknown chunks', () => {
    const base = encodeWav({ data: tone(10), sampleRate: 16_000 });
    const odd = Buffer.concat([base, Buffer.from([7])]);
    odd.writeUInt32LE(0x7fffffff, 4);
    expect(readWav(odd, { streamed: true }).data).toHaveLength(20);
    expect(encodeWav({ data: Buffer.alloc(5), sampleRate: 8000 })).toHaveLength(48);

    const list = Buffer.from('LIST\u0004\u0000\u0000\u0000abcd', 'latin1');
    const withList = Buffer.concat([base.subarray(0, 36), list, base.subarray(36)]);
    withList.writeUInt32LE(withList.length - 8, 4);
    expect(readWav(withList).data).toHaveLength(20);
  });

  it('rejects what is not a WAV', () => {
    expect(() => readWav(Buffer.from('hello world, not audio'))).toThrow(/RIFF/);
    const noData = encodeWav({ data: tone(4), sampleRate: 8000 }).subarray(0, 36);
    noData.writeUInt32LE(28, 4);
    expect(() => readWav(noData)).toThrow(/no data/);
    const short = encodeWav({ data: tone(4), sampleRate: 8000 });
    short.writeUInt32LE(100, 40);
    expect(() => readWav(short)).toThrow(/data size/);
  });
});
