// The daily greeting: time-of-day greeting (the hour in the signed-in person's own zone, their own name), a quote, a summary from data, spoken aloud after 1 s.
import { timeZoneOf, useGetDailyBriefQuery, useGetGoalsQuery, useSessionUser } from '@provana/api-client';
import { useExecutiveQuery } from '@provana/sections';
import { hourIn } from '@provana/dates';
import { Box, Button, HStack, Stack, Text, VolumeIcon } from '@provana/ui';
import { LightDialog } from '@provana/ui/light-dialog';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@provana/router';
import { sectionPath } from '../lib/sections';
import { greetingFor, quoteFor, speechText, summaryFromData, summarySentence } from './greeting';
import { canSpeak, greetingVoice, speak, stopSpeaking } from './speech';

const AUTO_SPEAK_DELAY_MS = 1000;

export default function GreetingModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useSessionUser();
  const timeZone = timeZoneOf(user);
  const brief = useExecutiveQuery(useGetDailyBriefQuery);
  const goals = useExecutiveQuery(useGetGoalsQuery);
  // Drawn once per opening of the modal.
  const [draw] = useState(() => ({ greeting: Math.random(), quote: Math.random() }));
  const greeting = greetingFor(hourIn(timeZone), user?.name || 'there', draw.greeting);
  const quote = quoteFor(draw.quote);
  const loading = brief.isLoading || goals.isLoading;
  const summary = summarySentence(summaryFromData(brief.data, goals.data));
  const spoken = speechText(greeting, summary, quote);
  const latest = useRef(spoken);
  latest.current = spoken;

  useEffect(() => {
    if (!open || !canSpeak()) return;
    const timer = window.setTimeout(() => speak(latest.current, greetingVoice), AUTO_SPEAK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopSpeaking();
    };
  }, [open]);

  const startRecording = () => {
    onClose();
    navigate(sectionPath('voice-insights'));
  };

  return (
    <LightDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={greeting}
      titleProps={{ fontSize: 'xl' }}
      closeLabel="Close greeting"
      contentProps={{ 'data-testid': 'greeting-modal' }}
      footerProps={{ flexWrap: 'wrap', gap: '2' }}
      footer={
        <>
          <Button variant="outline" onClick={startRecording}>
            Start Voice Recording
          </Button>
          <Button colorPalette="brand" onClick={onClose}>
            Continue to Dashboard
          </Button>
        </>
      }
    >
      <Stack gap="5">
        <Box as="figure" borderStartWidth="3px" borderColor="brand.400" ps="4">
          <Text as="blockquote" fontStyle="italic">
            &ldquo;{quote.text}&rdquo;
          </Text>
          <Text as="figcaption" fontSize="sm" color="fg.muted" mt="1">
            {quote.author}
          </Text>
        </Box>
        <Box bg="brand.subtle" borderRadius="md" p="4">
          <Text fontWeight="semibold" fontSize="sm" color="brand.fg" mb="1">
            Today at a glance
          </Text>
          <Text aria-live="polite">{loading ? 'Gathering your day...' : summary}</Text>
        </Box>
        {canSpeak() ? (
          <HStack>
            <Button variant="outline" size="sm" onClick={() => speak(spoken, greetingVoice)}>
              <VolumeIcon />
              Speak aloud
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </LightDialog>
  );
}
