// The mini-assessment: six questions from the API, three choices each, a progress bar, Previous and
// Next, Complete Assessment on the last; then the result (scores out of 6) with Retake Assessment
// and View Complete Results. Completing stores the new profile and adds it to the history.
import type { AssessmentQuestion, AssessmentResult } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useGetAssessmentQuestionsQuery, useSubmitAssessmentMutation } from '@provana/api-client/leadership';
import { QueryState, useExecutiveQuery, WriteOnly } from '@provana/sections';
import { Badge, Box, Button, HStack, Heading, Stack, Text, chakra, notify } from '@provana/ui';
import { useState } from 'react';
import { MODEL_LABELS } from '../../lib/model-labels';
import { FormError, Meter } from '@provana/ui/parts';
import { type Answers, canComplete, canGoNext, isLast, withAnswer } from './assessment-steps';
import { STYLE_KEYS } from './tier-colors';

function AssessmentResultView({ result, onRetake, onViewResults }: { result: AssessmentResult; onRetake: () => void; onViewResults: () => void }) {
  return (
    <Stack gap="4" data-testid="assessment-result">
      <Heading as="h3" size="md">
        Your dominant style: {MODEL_LABELS[result.dominant_model]}
      </Heading>
      <Stack as="ul" gap="2" ps="0">
        {STYLE_KEYS.map((key) => (
          <HStack as="li" key={key} gap="3" listStyleType="none">
            <Text fontSize="sm" minW="9rem">
              {MODEL_LABELS[key]}
            </Text>
            <Meter value={result.scores[key]} max={6} label={`${MODEL_LABELS[key]} result`} valueText={`${result.scores[key]} out of 6`} />
            <Badge minW="3rem" justifyContent="center">
              {result.scores[key]}/6
            </Badge>
          </HStack>
        ))}
      </Stack>
      {result.recommendations.length > 0 && (
        <Box>
          <Heading as="h4" size="xs" mb="1">
            Recommendations
          </Heading>
          <Stack as="ul" gap="1" ps="5" fontSize="sm">
            {result.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </Stack>
        </Box>
      )}
      <HStack gap="2">
        <WriteOnly least="owner">
          <Button variant="outline" onClick={onRetake}>
            Retake Assessment
          </Button>
        </WriteOnly>
        <Button colorPalette="brand" onClick={onViewResults}>
          View Complete Results
        </Button>
      </HStack>
    </Stack>
  );
}

function QuestionStep({
  question,
  index,
  total,
  answer,
  onAnswer,
}: {
  question: AssessmentQuestion;
  index: number;
  total: number;
  answer: number | undefined;
  onAnswer: (choice: number) => void;
}) {
  return (
    <chakra.fieldset border="0" p="0" m="0">
      <chakra.legend fontWeight="semibold" mb="3">
        Question {index + 1} of {total}: {question.question}
      </chakra.legend>
      <Stack gap="2">
        {question.options.map((option, choice) => (
          <chakra.label
            key={option}
            display="flex"
            gap="3"
            alignItems="start"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            cursor="pointer"
            bg={answer === choice ? 'brand.subtle' : undefined}
          >
            <input type="radio" name={`question-${question.id}`} checked={answer === choice} onChange={() => onAnswer(choice)} />
            <Text as="span" fontSize="sm">
              {option}
            </Text>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

export function AssessmentFlow({ onViewResults }: { onViewResults: () => void }) {
  const query = useExecutiveQuery(useGetAssessmentQuestionsQuery);
  return (
    <QueryState query={query} loadingLabel="Loading the assessment...">
      {(questions, executiveId) => <AssessmentWizard executiveId={executiveId} questions={questions} onViewResults={onViewResults} />}
    </QueryState>
  );
}

function AssessmentWizard({ executiveId, questions, onViewResults }: { executiveId: number; questions: AssessmentQuestion[]; onViewResults: () => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>([]);
  const [submit, submission] = useSubmitAssessmentMutation();

  const retake = () => {
    submission.reset();
    setAnswers([]);
    setIndex(0);
  };
  if (submission.data) return <AssessmentResultView result={submission.data} onRetake={retake} onViewResults={onViewResults} />;

  const total = questions.length;
  const question = questions[index];
  const complete = async () => {
    try {
      await submit({ executiveId, body: { answers: answers.map((a) => a ?? -1) } }).unwrap();
      notify({ title: 'Assessment Complete', description: 'Your leadership profile has been updated.', type: 'success' });
    } catch (e) {
      notify({ title: 'Error', description: apiErrorDetail(e).message, type: 'error' });
    }
  };
  return (
    <Stack gap="4" data-testid="assessment">
      <Meter value={index + 1} max={total} label="Assessment progress" valueText={`Question ${index + 1} of ${total}`} />
      {question && (
        <QuestionStep
          question={question}
          index={index}
          total={total}
          answer={answers[index]}
          onAnswer={(choice) => setAnswers((a) => withAnswer(a, index, choice))}
        />
      )}
      <FormError>{submission.error ? apiErrorDetail(submission.error).message : null}</FormError>
      <HStack gap="2">
        <Button variant="outline" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          Previous
        </Button>
        <Button variant="outline" disabled={!canGoNext(answers, index, total)} onClick={() => setIndex((i) => i + 1)}>
          Next
        </Button>
        {isLast(index, total) && (
          <Button
            colorPalette="brand"
            disabled={!canComplete(answers, total)}
            loading={submission.isLoading}
            loadingText="Saving..."
            onClick={() => void complete()}
          >
            Complete Assessment
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
