// Local development of this remote alone (its dev server's page at /): the team section in the dev
// harness. Inside the shell only the exposed module loads; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { TeamSection } from './features/team/team-section';

mountStandalone({ remote: 'mf-team', sections: [{ path: 'team', label: 'Team', element: <TeamSection /> }] });
