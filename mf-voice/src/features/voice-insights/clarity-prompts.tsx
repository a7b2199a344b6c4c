// Clarity prompts built from a recording's transcript (the engine's keyword rules), one at a time:
// pick an option, Continue (disabled until then) sends it; after the last, the completed message.
// Mounted with a key per recording, so another recording starts its own walk.
import { formatApiError } from '@provana/api-client';
import { useGetClarityPromptsMutation, useSubmitClarityPromptMutation } from '@provana/api-client/voice';
import { ClarityPromptBodySchema, type ClarityPrompt } from '@provana/contracts';
import { Alert, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@provana/ui';
import { useEffect, useId, useState } from 'react';

export const CLARITY_DONE = 'Clarity prompts completed, your responses have been processed and appropriate actions have been scheduled.';

export function ClarityPrompts({ executiveId, transcript }: { executiveId: number; transcript: string }) {
  const [loadPrompts, { data: prompts, error: loadError }] = useGetClarityPromptsMutation();
  const [submit, { isLoading: sending, error: sendError }] = useSubmitClarityPromptMutation();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<string | null>(null);
  const questionId = useId();

  useEffect(() => {
    void loadPrompts({ executiveId, transcript });
  }, [executiveId, transcript, loadPrompts]);

  if (loadError)
    return (
      <Text color="fg.error" fontSize="sm">
        Clarity prompts could not load: {formatApiError(loadError)}
      </Text>
    );
  if (!prompts || prompts.length === 0) return null;

  const prompt: ClarityPrompt | undefined = prompts[index];
  const next = async () => {
    if (!prompt || !choice) return;
    const promptType = ClarityPromptBodySchema.shape.promptType.parse(prompt.trigger);
    const result = await submit({ executiveId, body: { transcript, promptType, response: choice } });
    if ('error' in result) return;
    setChoice(null);
    setIndex((i) => i + 1);
  };

  return (
    <Card.Root variant="outline" size="sm" data-testid="clarity-prompts">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            Clarity Prompts
          </Heading>
          {prompt && (
            <Text fontSize="sm" color="fg.muted">
              {index + 1} of {prompts.length}
            </Text>
          )}
        </HStack>
        {prompt ? (
          <Stack gap="3">
            <Text id={questionId} fontWeight="medium">
              {prompt.question}
            </Text>
            <Wrap gap="2" role="group" aria-labelledby={questionId}>
              {prompt.response_options.map((option) => (
                <Button
                  key={option}
                  size="sm"
                  variant={choice === option ? 'solid' : 'outline'}
                  aria-pressed={choice === option}
                  onClick={() => setChoice(option)}
                >
                  {option}
                </Button>
              ))}
            </Wrap>
            {sendError && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formatApiError(sendError)}</Alert.Title>
              </Alert.Root>
            )}
            <HStack>
              <Button size="sm" onClick={() => void next()} disabled={!choice || sending} loading={sending}>
                Continue
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{CLARITY_DONE}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
