import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'shared-ui';
import { useKrishikaClient } from '../../../lib/clientContext';
import { describeError, isAbort } from '../../../lib/krishikaClient';
import {
  AUDIO_READY,
  GENERATE_REPLY_FIRST,
  MISSING_INFORMATION,
  VOICE_FAILED,
  VOICE_REPLY_GENERATED,
} from '../../../lib/messages';
import { useSignInRequired } from '../../../lib/signIn';
import { speakReply } from '../api/speakReply';

export interface SpeakInput {
  /** The page's two fields, checked as for a reply (both non-empty after trimming). */
  inquiry: string;
  productContext: string;
  /** The exchange the shown reply answers; null when there is no reply yet. */
  reply: { inquiry: string; productContext: string } | null;
}

/**
 * Voice Reply Generator: 'Speak Reply' fetches the spoken reply; the audio plays from a
 * local object URL, revoked when it is replaced or the page goes away; play/pause toggles, and the
 * player resets when playback ends.
 */
export function useVoiceReply() {
  const client = useKrishikaClient();
  const signInRequired = useSignInRequired();
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Revoke each URL when it is replaced or on unmount.
  useEffect(() => {
    if (!audioUrl) return;
    return () => URL.revokeObjectURL(audioUrl);
  }, [audioUrl]);
  useEffect(
    () => () => {
      controller.current?.abort();
      audioRef.current?.pause();
    },
    [],
  );

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    setPlaying(false);
  }, []);

  /** Forgets the audio (a new reply makes it stale). */
  const reset = useCallback(() => {
    controller.current?.abort();
    stop();
    setAudioUrl(null);
  }, [stop]);

  const generate = useCallback(
    async ({ inquiry, productContext, reply }: SpeakInput): Promise<boolean> => {
      if (!inquiry.trim() || !productContext.trim() || !reply) {
        toast.error(MISSING_INFORMATION, { description: GENERATE_REPLY_FIRST });
        return false;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setBusy(true);
      try {
        const blob = await speakReply(client, reply, current.signal);
        stop();
        setAudioUrl(URL.createObjectURL(blob));
        toast.success(VOICE_REPLY_GENERATED, { description: AUDIO_READY });
        return true;
      } catch (error) {
        if (!isAbort(error) && !signInRequired(error))
          toast.error(VOICE_FAILED, { description: describeError(error) });
        return false;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setBusy(false);
        }
      }
    },
    [client, signInRequired, stop],
  );

  const toggle = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    try {
      await audio.play();
      setPlaying(true);
    } catch (error) {
      setPlaying(false);
      // An AbortError only means a pause came first; anything else (e.g. undecodable audio) failed.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(VOICE_FAILED);
    }
  }, [playing]);

  const audioEvents = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: stop,
  };

  return { audioUrl, busy, playing, generate, toggle, reset, audioRef, audioEvents };
}
