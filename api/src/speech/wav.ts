/** 16-bit little-endian PCM, mono: what eSpeak produces and browsers play from an `audio/wav` blob. */
export interface PcmAudio {
  /** Raw samples, int16 little-endian (an even number of bytes). */
  data: Buffer;
  sampleRate: number;
}

export interface WavInfo extends PcmAudio {
  format: number;
  channels: number;
  bitsPerSample: number;
  /** Declared RIFF size (file length − 8 in a valid file). */
  riffSize: number;
  /** Byte offset of the samples. */
  dataOffset: number;
}

const HEADER_BYTES = 44;

/** A canonical 44-byte-header WAV (RIFF/WAVE, `fmt ` PCM 16-bit mono, `data`). */
export function encodeWav({ data, sampleRate }: PcmAudio): Buffer {
  const length = data.length - (data.length % 2);
  const wav = Buffer.alloc(HEADER_BYTES + length);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + length, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(length, 40);
  data.copy(wav, HEADER_BYTES, 0, length);
  return wav;
}

/**
 * Reads a RIFF/WAVE file. `streamed`: the RIFF and `data` sizes may be placeholders (espeak-ng
 * writes 0x7ffff000-ish sizes when it streams to stdout), so the samples run to the end of the file.
 * Otherwise every declared size must agree with the file. Throws on anything else malformed.
 */
export function readWav(wav: Buffer, { streamed = false }: { streamed?: boolean } = {}): WavInfo {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a RIFF/WAVE file');
  const riffSize = wav.readUInt32LE(4);
  if (!streamed && riffSize !== wav.length - 8)
    throw new Error(`RIFF size ${riffSize} does not match the file (${wav.length - 8})`);

  let fmt: { format: number; channels: number; sampleRate: number; bitsPerSample: number } | null = null;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + size > wav.length) throw new Error('truncated fmt chunk');
      fmt = {
        format: wav.readUInt16LE(body),
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bitsPerSample: wav.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('data chunk before fmt chunk');
      if (!streamed && body + size !== wav.length)
        throw new Error(`data size ${size} does not match the file (${wav.length - body})`);
      const end = streamed ? wav.length : body + size;
      const data = wav.subarray(body, end - ((end - body) % 2));
      return { ...fmt, data, riffSize, dataOffset: body };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Duration in milliseconds of 16-bit mono PCM. */
export function pcmDurationMs({ data, sampleRate }: PcmAudio): number {
  return Math.round((data.length / 2 / sampleRate) * 1000);
}
