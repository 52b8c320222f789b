import type { RefObject } from 'react';
import { Button } from 'shared-ui';
import styled from 'styled-components';
import { Actions, Section } from '../../../components/Section';
import { PAUSE_AUDIO, PLAY_AUDIO, SPEAK_REPLY } from '../../../lib/messages';

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {playing ? (
        <path fill="currentColor" d="M4 3h3v10H4zM9 3h3v10H9z" />
      ) : (
        <path fill="currentColor" d="M4 2.5v11l9-5.5z" />
      )}
    </svg>
  );
}

export interface VoiceReplyGeneratorProps {
  audioUrl: string | null;
  busy: boolean;
  playing: boolean;
  hasReply: boolean;
  onSpeak: () => void;
  onToggle: () => void;
  audioRef: RefObject<HTMLAudioElement | null>;
  audioEvents: { onPlay: () => void; onPause: () => void; onEnded: () => void };
  className?: string;
}

/** Voice Reply Generator (docs/product.md#speech): 'Speak Reply', then Play/Pause Audio. */
export function VoiceReplyGenerator({
  audioUrl,
  busy,
  playing,
  hasReply,
  onSpeak,
  onToggle,
  audioRef,
  audioEvents,
  className,
}: VoiceReplyGeneratorProps) {
  return (
    <Section
      title="Voice Reply Generator"
      description="Hear the reply spoken in the buyer's language, ready for a voice note or a call."
      className={className}
    >
      <Actions>
        <Button variant="secondary" loading={busy} onClick={onSpeak}>
          {SPEAK_REPLY}
        </Button>
        {audioUrl && (
          <Button onClick={onToggle}>
            <PlayIcon playing={playing} />
            {playing ? PAUSE_AUDIO : PLAY_AUDIO}
          </Button>
        )}
      </Actions>
      <Status role="status">
        {audioUrl
          ? playing
            ? 'Playing the reply…'
            : 'The spoken reply is ready.'
          : hasReply
            ? 'Your reply is ready to be spoken.'
            : 'Generate a reply first, then hear it spoken.'}
      </Status>
      {audioUrl && (
        // The page's own buttons control playback; there is no text track to offer for generated speech.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={audioRef} src={audioUrl} preload="auto" hidden {...audioEvents} />
      )}
    </Section>
  );
}
