// The Leadership Model section: opens on the model hub with the current model from the stored
// profile; the assessment results (with history), the mini-assessment and the Learning Hub are views of it.
import type { LeadershipResponse } from '@provana/contracts';
import { useGetLeadershipQuery } from '@provana/api-client/leadership';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { Badge, Button, HStack, SectionCard, Stack } from '@provana/ui';
import { useState } from 'react';
import { MODEL_LABELS } from '../../lib/model-labels';
import { AssessmentFlow } from './assessment-flow';
import { AssessmentHistory } from './assessment-history';
import { LearningHub } from './learning-hub';
import { ModelHub } from './model-hub';
import { ProfileResults } from './profile-results';

type View = 'hub' | 'results' | 'assessment' | 'learning';

const VIEWS: { id: View; label: string }[] = [
  { id: 'hub', label: 'Model Hub' },
  { id: 'results', label: 'Assessment Results' },
  { id: 'assessment', label: 'Take Assessment' },
];

export function LeadershipSection() {
  const query = useExecutiveQuery(useGetLeadershipQuery);
  const [view, setView] = useState<View>('hub');
  // Each visit to the assessment starts at question 1.
  const [attempt, setAttempt] = useState(0);
  const open = (next: View) => {
    if (next === 'assessment') setAttempt((a) => a + 1);
    setView(next);
  };

  const content = (data: LeadershipResponse, executiveId: number) =>
    ({
      hub: <ModelHub executiveId={executiveId} data={data} onTakeAssessment={() => open('assessment')} onStartLearning={() => open('learning')} />,
      results: (
        <Stack gap="6">
          <ProfileResults data={data} />
          <AssessmentHistory />
        </Stack>
      ),
      assessment: <AssessmentFlow key={attempt} onViewResults={() => open('results')} />,
      learning: <LearningHub executiveId={executiveId} models={data.models} currentModel={data.currentModel} onBack={() => open('hub')} />,
    })[view];
  const body = (
    <QueryState query={query} loadingLabel="Loading your leadership model...">
      {(data, executiveId) => (
        <Stack gap="4">
          <HStack gap="2" wrap="wrap" as="nav" aria-label="Leadership views">
            {VIEWS.map((v) => (
              <Button
                key={v.id}
                size="sm"
                variant={view === v.id ? 'solid' : 'ghost'}
                colorPalette="brand"
                aria-current={view === v.id ? 'page' : undefined}
                onClick={() => open(v.id)}
              >
                {v.label}
              </Button>
            ))}
          </HStack>
          {content(data, executiveId)}
        </Stack>
      )}
    </QueryState>
  );
  const { data } = query;
  const actions = data ? (
    <Badge colorPalette="brand" size="lg" data-testid="current-model">
      Current model: {MODEL_LABELS[data.currentModel]}
    </Badge>
  ) : undefined;
  return (
    <SectionCard title="Leadership Model" actions={actions}>
      {body}
    </SectionCard>
  );
}
