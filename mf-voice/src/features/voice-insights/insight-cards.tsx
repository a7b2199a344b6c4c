// The AI Insights cards (Key Idea, Suggested Action, Personal Anchor) of one recording.
import type { VoiceInsights } from '@provana/contracts';
import { Card, CompassIcon, Heading, HeartIcon, HStack, LightbulbIcon, SimpleGrid, Text } from '@provana/ui';
import type { ReactNode } from 'react';

function InsightCard({ title, icon, text }: { title: string; icon: ReactNode; text: string }) {
  return (
    <Card.Root variant="outline" size="sm" data-testid="insight-card">
      <Card.Body gap="2">
        <HStack gap="2" color="colorPalette.fg">
          <span aria-hidden="true">{icon}</span>
          <Heading as="h4" size="sm">
            {title}
          </Heading>
        </HStack>
        <Text fontSize="sm">{text}</Text>
      </Card.Body>
    </Card.Root>
  );
}

export function InsightCards({ insights }: { insights: VoiceInsights }) {
  return (
    <section aria-label="AI Insights">
      <Heading as="h3" size="sm" mb="2">
        AI Insights
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <InsightCard title="Key Idea" icon={<LightbulbIcon />} text={insights.topIdea} />
        <InsightCard title="Suggested Action" icon={<CompassIcon />} text={insights.actionSuggestion} />
        <InsightCard title="Personal Anchor" icon={<HeartIcon />} text={insights.personalAnchor} />
      </SimpleGrid>
    </section>
  );
}
