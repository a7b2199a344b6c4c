// The Learning Hub: every model's lessons (article, audio, video, worksheet, interactive) with Access
// Learning Resource, a done toggle and progress per model, and a way back to the model hub.
import { WriteOnly } from '@provana/sections';
import type { LeadershipModel, LeadershipModelId, Lesson } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useSetLessonDoneMutation } from '@provana/api-client/leadership';
import { Badge, Box, Button, HStack, Heading, Link, Stack, Text, notify } from '@provana/ui';
import { Meter } from '@provana/ui/parts';
import { LESSON_TYPE_LABELS, lessonProgress } from './lesson-progress';

function LessonRow({ executiveId, lesson }: { executiveId: number; lesson: Lesson }) {
  const [setDone, { isLoading }] = useSetLessonDoneMutation({ fixedCacheKey: `lesson-${lesson.id}` });
  const toggle = async () => {
    try {
      await setDone({ executiveId, lessonId: lesson.id, body: { done: !lesson.done } }).unwrap();
    } catch (error) {
      notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  return (
    <HStack as="li" listStyleType="none" justify="space-between" gap="3" borderWidth="1px" borderRadius="md" p="3" wrap="wrap" data-testid="lesson">
      <Stack gap="1" flex="1" minW="14rem">
        <Text fontSize="sm" fontWeight="medium">
          {lesson.title}
        </Text>
        <HStack gap="2">
          <Badge variant="subtle">{LESSON_TYPE_LABELS[lesson.type]}</Badge>
          <Text fontSize="xs" color="fg.muted">
            {lesson.duration_minutes} min
          </Text>
        </HStack>
      </Stack>
      <HStack gap="2">
        <Button asChild size="sm" variant="outline">
          <Link href={lesson.url} target="_blank" rel="noopener noreferrer" aria-label={`Access Learning Resource: ${lesson.title} (opens in a new tab)`}>
            Access Learning Resource
          </Link>
        </Button>
        <WriteOnly least="owner">
          <Button
            size="sm"
            variant={lesson.done ? 'solid' : 'ghost'}
            colorPalette="green"
            aria-pressed={lesson.done}
            loading={isLoading}
            onClick={() => void toggle()}
            aria-label={`${lesson.done ? 'Done' : 'Mark done'}: ${lesson.title}`}
          >
            {lesson.done ? 'Done' : 'Mark done'}
          </Button>
        </WriteOnly>
      </HStack>
    </HStack>
  );
}

export function LearningHub({
  executiveId,
  models,
  currentModel,
  onBack,
}: {
  executiveId: number;
  models: LeadershipModel[];
  currentModel: LeadershipModelId;
  onBack: () => void;
}) {
  // The current model's lessons first: the personalised ones.
  const ordered = [...models].sort((a, b) => Number(b.model_id === currentModel) - Number(a.model_id === currentModel));
  return (
    <Stack gap="5" data-testid="learning-hub">
      <HStack justify="space-between">
        <Heading as="h3" size="md">
          Learning Hub
        </Heading>
        <Button size="sm" variant="ghost" onClick={onBack}>
          Back to Model Hub
        </Button>
      </HStack>
      {ordered.map((model) => {
        const progress = lessonProgress(model);
        return (
          <Box as="section" key={model.model_id} aria-label={`${model.name} lessons`}>
            <HStack justify="space-between" mb="2" gap="3">
              <Heading as="h4" size="sm">
                {model.name}
              </Heading>
              <Text fontSize="sm" data-testid={`progress-${model.model_id}`}>
                {progress.done} of {progress.total} done
              </Text>
            </HStack>
            <Box mb="2">
              <Meter value={progress.done} max={progress.total} label={`${model.name} lessons done`} palette="green" />
            </Box>
            <Stack as="ul" gap="2" ps="0">
              {model.lessons.map((lesson) => (
                <LessonRow key={lesson.id} executiveId={executiveId} lesson={lesson} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
