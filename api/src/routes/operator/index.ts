// The operator API (/api/operator): a team's CI publishes, promotes and rolls back its remote here.
// Its own router with its own credential (operator-auth.ts), never the executive router: it acts on
// the server's registry, not on an account's workspace. Mounted only when PROVANA_OPERATOR_TOKEN is
// set; otherwise every path under it is the API's ordinary JSON 404.
import { Hono } from 'hono';
import { REMOTE_NAMES } from '@provana/contracts/remotes';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';
import { publishVersion } from '../../services/remotes/publish-version';
import { shellManifestFromDist } from '../../services/remotes/shell-manifest';
import { operatorAuth } from './operator-auth';
import type { OperatorOptions } from '../../services/remotes/operator-options';
import { PromoteBodySchema, PublishBodySchema, RemoteParamSchema, RollbackBodySchema } from './schemas';
import { stateView, versionView } from './views';

export type { OperatorOptions } from '../../services/remotes/operator-options';

export function operatorRoutes({ repos, clock }: RouteDeps, options: OperatorOptions) {
  const by = options.label ?? 'operator';
  const publishDeps = {
    repos,
    now: () => clock.now(),
    fetch: {
      allowLoopback: options.allowLoopback,
      staticRoot: options.staticRoot,
      ...(options.resolve ? { resolve: options.resolve } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    },
    shellManifest: options.shellManifest ?? shellManifestFromDist(options.staticRoot),
  };
  const registry = repos.remoteRegistry;

  return new Hono<AppEnv>()
    .use('*', operatorAuth(options.token))
    .get('/remotes', async (c) => {
      const versions = await registry.versions();
      const remotes = await Promise.all(
        REMOTE_NAMES.map(async (name) => {
          const state = await registry.state(name);
          return {
            name,
            live: state?.live ?? null,
            canary: state?.canary ?? null,
            previous: state?.previous ?? null,
            updatedAt: state ? new Date(state.updatedAt).toISOString() : null,
            versions: versions.filter((v) => v.remote === name).map(versionView),
          };
        }),
      );
      return c.json({ remotes });
    })
    .post('/remotes/:name/versions', validParams(RemoteParamSchema), validJson(PublishBodySchema), async (c) => {
      const { name } = c.req.valid('param');
      const body = c.req.valid('json');
      const stored = await publishVersion(publishDeps, {
        remote: name,
        version: body.version,
        entryUrl: body.entryUrl,
        manifestUrl: body.manifestUrl,
        publishedBy: by,
      });
      return c.json(versionView(stored), 201);
    })
    .post('/remotes/:name/live', validParams(RemoteParamSchema), validJson(PromoteBodySchema), async (c) => {
      const { name } = c.req.valid('param');
      const { version, canaryPercent } = c.req.valid('json');
      const outcome = await registry.promote(name, version, { ...(canaryPercent !== undefined ? { canaryPercent } : {}), by, now: clock.now().getTime() });
      if (outcome.kind === 'unknown_version') throw new HttpError(404, 'not_found', `${name} has no version ${version}; publish it first`, 'version');
      if (outcome.kind === 'no_live_version')
        throw new HttpError(409, 'no_live_version', `${name} has no live version yet (the server makes its bundled build live at start-up)`);
      if (outcome.kind === 'already_live')
        throw new HttpError(409, 'already_live', `${version} is already live for ${name}: a canary must be another version`, 'version');
      return c.json(stateView(outcome.state));
    })
    .post('/remotes/:name/rollback', validParams(RemoteParamSchema), validJson(RollbackBodySchema), async (c) => {
      const { name } = c.req.valid('param');
      const outcome = await registry.rollback(name, { by, now: clock.now().getTime() });
      if (outcome.kind === 'no_previous') throw new HttpError(409, 'no_previous_version', `${name} has no earlier live version to roll back to`);
      return c.json(stateView(outcome.state));
    });
}
