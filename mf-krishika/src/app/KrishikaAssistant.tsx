// The assistant: every section of the AI assistant page (docs/product.md#krishika-assistant), composed from the features. Rendered by
// the /krishika-ai route and by the embeddable parcel.
import { useCallback, useState } from 'react';
import { useAuth } from 'shared-auth';
import { media } from 'shared-ui';
import styled from 'styled-components';
import { CatalogUpload } from '../features/catalog/components/CatalogUpload';
import { useCatalogUpload } from '../features/catalog/hooks/useCatalogUpload';
import { InquiryAssistant } from '../features/inquiry/components/InquiryAssistant';
import { useReply } from '../features/inquiry/hooks/useReply';
import { LogsPanel } from '../features/logs/components/LogsPanel';
import { useExportLogs } from '../features/logs/hooks/useExportLogs';
import { useLogs } from '../features/logs/hooks/useLogs';
import { ProductMatchEngine } from '../features/match/components/ProductMatchEngine';
import { useProductMatch } from '../features/match/hooks/useProductMatch';
import { VoiceReplyGenerator } from '../features/voice/components/VoiceReplyGenerator';
import { useVoiceReply } from '../features/voice/hooks/useVoiceReply';
import { celebrate as defaultCelebrate } from '../lib/celebrate';
import { Hero } from './Hero';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${media.down('sm')} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    .wide {
      grid-column: 1 / -1;
    }
  }
  ${media.down('sm')} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export interface KrishikaAssistantProps {
  /** After each reply (confetti for about a second); replaceable for tests. */
  celebrate?: () => void | Promise<void>;
}

export function KrishikaAssistant({ celebrate = defaultCelebrate }: KrishikaAssistantProps) {
  const { businessName } = useAuth();
  const [inquiry, setInquiry] = useState('');
  const [productContext, setProductContext] = useState('');
  const logs = useLogs();
  const voice = useVoiceReply();
  const { reload: reloadLogs } = logs;
  const { reset: resetVoice } = voice;
  const onReply = useCallback(() => {
    resetVoice(); // the old audio speaks the old reply
    void celebrate();
    void reloadLogs();
  }, [celebrate, reloadLogs, resetVoice]);
  const replies = useReply({ onReply });
  const matching = useProductMatch();
  const catalog = useCatalogUpload();
  const exporter = useExportLogs();

  return (
    <Layout>
      <Hero businessName={businessName} />
      <Sections>
        <InquiryAssistant
          inquiry={inquiry}
          productContext={productContext}
          onInquiryChange={setInquiry}
          onProductContextChange={setProductContext}
          reply={replies.reply}
          busy={replies.busy}
          onAsk={replies.ask}
        />
        <VoiceReplyGenerator
          audioUrl={voice.audioUrl}
          busy={voice.busy}
          playing={voice.playing}
          hasReply={replies.reply !== null}
          onSpeak={() => void voice.generate({ inquiry, productContext, reply: replies.reply })}
          onToggle={() => void voice.toggle()}
          audioRef={voice.audioRef}
          audioEvents={voice.audioEvents}
        />
        <ProductMatchEngine matches={matching.matches} busy={matching.busy} onMatch={matching.match} />
        <CatalogUpload
          state={catalog.state}
          onFile={(file) => void catalog.upload(file)}
          onReset={catalog.reset}
        />
        <LogsPanel
          className="wide"
          logs={logs.logs}
          loading={logs.loading}
          exporting={exporter.exporting}
          onExport={() => void exporter.exportCsv()}
        />
      </Sections>
    </Layout>
  );
}
