// Assessment results: selectable profile cards (the executive's and the team's), the dominant style
// banner, the three style scores out of 4 in tier colours, strengths and development areas, and the
// team's distribution over the models.
import type { LeadershipModel, LeadershipProfile, LeadershipResponse } from '@provana/contracts';
import { Alert, Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text, Wrap } from '@provana/ui';
import { useState } from 'react';
import { MODEL_LABELS } from '../../lib/model-labels';
import { Meter } from '@provana/ui/parts';
import { STYLE_KEYS, tierPalette, topScoreOf } from './tier-colors';

function ListBlock({ title, items }: { title: string; items: string[] }) {
  return (
    <Box>
      <Heading as="h4" size="xs" mb="1">
        {title}
      </Heading>
      <Stack as="ul" gap="1" ps="5" fontSize="sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    </Box>
  );
}

function ProfileDetail({ profile, model }: { profile: LeadershipProfile; model: LeadershipModel | undefined }) {
  const top = topScoreOf(profile);
  return (
    <Stack gap="4">
      <Alert.Root status="info" data-testid="dominant-style">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {profile.name}: dominant style {MODEL_LABELS[profile.dominant_model]}
          </Alert.Title>
          {model && <Alert.Description>{model.definition}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <Stack gap="2" as="ul" ps="0" aria-label="Style scores">
        {STYLE_KEYS.map((key) => {
          const palette = tierPalette(profile[key], top);
          return (
            <HStack as="li" key={key} gap="3" listStyleType="none" data-testid={`score-${key}`} data-tier={palette}>
              <Text fontSize="sm" minW="9rem">
                {MODEL_LABELS[key]}
              </Text>
              <Meter value={profile[key]} max={4} label={`${MODEL_LABELS[key]} score`} valueText={`${profile[key]} out of 4`} palette={palette} />
              <Badge colorPalette={palette} minW="3rem" justifyContent="center">
                {profile[key]}/4
              </Badge>
            </HStack>
          );
        })}
      </Stack>
      {model && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ListBlock title="Strengths" items={model.strengths} />
          <ListBlock title="Development areas" items={model.growth_edges} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function ProfileResults({ data }: { data: LeadershipResponse }) {
  const profiles = [data.profile, ...data.teamProfiles];
  const [selected, setSelected] = useState(0);
  const profile = profiles[selected] ?? data.profile;
  const distribution = STYLE_KEYS.map((key) => ({ key, count: data.teamProfiles.filter((p) => p.dominant_model === key).length }));
  return (
    <Stack gap="4">
      <Wrap gap="2" role="group" aria-label="Profiles">
        {profiles.map((p, i) => (
          <Button
            key={`${p.name}-${i}`}
            size="sm"
            variant={i === selected ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={i === selected}
            onClick={() => setSelected(i)}
          >
            {i === 0 ? `${p.name} (you)` : p.name}
          </Button>
        ))}
      </Wrap>
      <ProfileDetail profile={profile} model={data.models.find((m) => m.model_id === profile.dominant_model)} />
      {data.teamProfiles.length > 0 && (
        <Box borderTopWidth="1px" pt="3">
          <Heading as="h4" size="xs" mb="1">
            Team distribution
          </Heading>
          <Text fontSize="sm" data-testid="team-distribution">
            {distribution.map((d) => `${d.count} ${MODEL_LABELS[d.key]}`).join(' · ')} across {data.teamProfiles.length} direct reports
          </Text>
        </Box>
      )}
    </Stack>
  );
}
