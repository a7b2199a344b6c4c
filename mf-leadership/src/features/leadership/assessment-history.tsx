// Every assessment the executive took, latest first: how the profile changed over time.
import type { AssessmentResult } from '@provana/contracts';
import { useGetAssessmentsQuery } from '@provana/api-client/leadership';
import { QueryState, useExecutiveQuery } from '@provana/sections';
import { Box, Heading, chakra } from '@provana/ui';
import { formatDay } from '@provana/dates';
import { MODEL_LABELS } from '../../lib/model-labels';

const Cell = chakra('td', { base: { px: '2', py: '1', borderBottomWidth: '1px', fontSize: 'sm' } });
const HeadCell = chakra('th', { base: { px: '2', py: '1', borderBottomWidth: '1px', fontSize: 'sm', textAlign: 'start' } });

const takenLabel = (a: AssessmentResult) => `${formatDay(a.taken_at)} ${a.taken_at.slice(11, 16)}`;

export function AssessmentHistory() {
  const query = useExecutiveQuery(useGetAssessmentsQuery);
  const body = (
    <QueryState
      query={query}
      loadingLabel="Loading assessment history..."
      empty={{ title: 'No assessments yet', description: 'Take the assessment to start your history.' }}
    >
      {(data) => (
        <Box overflowX="auto">
          <chakra.table w="full" data-testid="assessment-history">
            <caption style={{ textAlign: 'start' }}>Scores out of 6, latest first</caption>
            <thead>
              <tr>
                <HeadCell scope="col">Taken</HeadCell>
                <HeadCell scope="col">Dominant</HeadCell>
                <HeadCell scope="col">Transformational</HeadCell>
                <HeadCell scope="col">Servant</HeadCell>
                <HeadCell scope="col">System-Syncing</HeadCell>
              </tr>
            </thead>
            <tbody>
              {data.map((a) => (
                <tr key={a.id}>
                  <Cell>{takenLabel(a)}</Cell>
                  <Cell>{MODEL_LABELS[a.dominant_model]}</Cell>
                  <Cell>{a.scores.transformational}</Cell>
                  <Cell>{a.scores.servant}</Cell>
                  <Cell>{a.scores.system_syncing}</Cell>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </QueryState>
  );
  return (
    <Box as="section" aria-labelledby="assessment-history-title">
      <Heading as="h3" size="sm" mb="2" id="assessment-history-title">
        Assessment history
      </Heading>
      {body}
    </Box>
  );
}
