// The model hub: Take Assessment banner, the three model cards (the active one marked), the current
// model's core strengths and growth edges, its Weekly Reflection prompt, Personalized Learning
// Resources with Start Learning, and the Leadership Action Items.
import { WriteOnly } from '@provana/sections';
import type { LeadershipResponse } from '@provana/contracts';
import { Badge, Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@provana/ui';
import { LESSON_TYPE_LABELS, lessonProgress } from './lesson-progress';
import { ActionItems } from './action-items';

const PERSONAL_LESSONS = 3;

export interface ModelHubProps {
  executiveId: number;
  data: LeadershipResponse;
  onTakeAssessment: () => void;
  onStartLearning: () => void;
}

export function ModelHub({ executiveId, data, onTakeAssessment, onStartLearning }: ModelHubProps) {
  const current = data.models.find((m) => m.model_id === data.currentModel);
  return (
    <Stack gap="5">
      <HStack borderRadius="lg" p="4" bg="brand.subtle" justify="space-between" wrap="wrap" gap="3">
        <Box>
          <Text fontWeight="semibold">Discover your leadership style</Text>
          <Text fontSize="sm">Six questions, about two minutes. Your profile and history update when you finish.</Text>
        </Box>
        <WriteOnly least="owner">
          <Button colorPalette="brand" onClick={onTakeAssessment}>
            Take Assessment
          </Button>
        </WriteOnly>
      </HStack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" as="ul" ps="0" aria-label="Leadership models">
        {data.models.map((model) => {
          const active = model.model_id === data.currentModel;
          const progress = lessonProgress(model);
          return (
            <Card.Root
              as="li"
              key={model.model_id}
              listStyleType="none"
              variant="outline"
              borderColor={active ? 'brand.solid' : undefined}
              borderWidth={active ? '2px' : '1px'}
              data-testid={`model-${model.model_id}`}
            >
              <Card.Body gap="2">
                <HStack justify="space-between">
                  <Heading as="h3" size="sm">
                    {model.name}
                  </Heading>
                  {active && <Badge colorPalette="brand">Active</Badge>}
                </HStack>
                <Text fontSize="sm">{model.definition}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {progress.done} of {progress.total} lessons done
                </Text>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>

      {current && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Core strengths
              </Heading>
              <Stack as="ul" gap="1" ps="5" fontSize="sm">
                {current.strengths.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </Stack>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="1">
                Growth edges
              </Heading>
              <Stack as="ul" gap="1" ps="5" fontSize="sm">
                {current.growth_edges.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </Stack>
            </Box>
          </SimpleGrid>
          <Box borderLeftWidth="4px" borderColor="brand.solid" ps="3" py="1">
            <Heading as="h3" size="sm">
              Weekly Reflection
            </Heading>
            <Text fontSize="sm" fontStyle="italic">
              {current.tagline_prompt}
            </Text>
          </Box>
          <Box as="section" aria-labelledby="personal-learning-title">
            <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
              <Heading as="h3" size="sm" id="personal-learning-title">
                Personalized Learning Resources
              </Heading>
              <Button size="sm" colorPalette="brand" variant="outline" onClick={onStartLearning}>
                Start Learning
              </Button>
            </HStack>
            <Stack as="ul" gap="1" ps="0">
              {current.lessons.slice(0, PERSONAL_LESSONS).map((lesson) => (
                <HStack as="li" key={lesson.id} listStyleType="none" gap="2" fontSize="sm">
                  <Badge variant="subtle">{LESSON_TYPE_LABELS[lesson.type]}</Badge>
                  <Text>{lesson.title}</Text>
                  <Text color="fg.muted">· {lesson.duration_minutes} min</Text>
                  {lesson.done && <Badge colorPalette="green">Done</Badge>}
                </HStack>
              ))}
            </Stack>
          </Box>
          <ActionItems executiveId={executiveId} items={current.action_items} />
        </>
      )}
    </Stack>
  );
}
