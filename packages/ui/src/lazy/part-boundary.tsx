// The boundary of a part loaded on first use (see lazy-part.tsx), loaded with the first part that
// opens: it renders the part while nothing fails; when the part's code could not load it shows why in
// the part's place, with Retry, which tries the import again (React.lazy keeps a rejection for good,
// so each attempt gets a lazy of its own). A part that throws while rendering is the section's to show.
import { Component, Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { forgetFailedModules } from './lazy-module';
import type { PartSpec } from './lazy-part';
import { PartFailure } from './part-failure';

type Spec = PartSpec<object>;

interface Loading {
  pending?: Promise<ComponentType<object>>;
  loaded?: ComponentType<object>;
  /** The lazy the part renders until its failure has been shown (React renders a failing tree twice). */
  lazy?: ComponentType<object>;
}

const loads = new WeakMap<Spec, Loading>();
/** Rejections of parts' imports, whatever their kind (webpack's own are ChunkLoadErrors). */
const loadFailures = new WeakSet<object>();

function loadingOf(spec: Spec): Loading {
  let loading = loads.get(spec);
  if (!loading) loads.set(spec, (loading = {}));
  return loading;
}

function start(spec: Spec): Promise<ComponentType<object>> {
  const loading = loadingOf(spec);
  return (loading.pending ??= spec.load().then(
    (module) => (loading.loaded = module.default),
    (error: unknown) => {
      loading.pending = undefined;
      if (typeof error === 'object' && error !== null) loadFailures.add(error);
      throw error;
    },
  ));
}

/** Once the code is there, a newly mounted part renders it directly, without suspending. */
function attempt(spec: Spec): ComponentType<object> {
  const loading = loadingOf(spec);
  return loading.loaded ?? (loading.lazy ??= lazy(() => start(spec).then((component) => ({ default: component }))));
}

/** After a failure was shown, the next attempt imports again. */
const spend = (spec: Spec) => (loadingOf(spec).lazy = undefined);

// A chunk the part needs in turn (a lazily loaded design-system part) fails as webpack's ChunkLoadError.
const isLoadFailure = (error: unknown) => error instanceof Error && (loadFailures.has(error) || error.name === 'ChunkLoadError');

interface Props {
  spec: Spec;
  part: object;
}

export default class PartBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };
  // One type for the instance's life: switching types would remount the part and lose what was typed.
  private Part = attempt(this.props.spec);

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isLoadFailure(error)) spend(this.props.spec);
  }

  private readonly retry = () => {
    forgetFailedModules();
    this.Part = attempt(this.props.spec);
    this.setState({ error: null });
  };

  /** Whether a dialog part is open; undefined for a part that is not a dialog. */
  private isOpen(part: object): boolean | undefined {
    const open = (part as { open?: unknown }).open;
    return typeof open === 'boolean' ? open : undefined;
  }

  override componentDidUpdate(previous: Props) {
    // A dialog opened again after its failure tries again.
    if (this.state.error !== null && this.isOpen(previous.part) === false && this.isOpen(this.props.part)) this.retry();
  }

  override render(): ReactNode {
    const { error } = this.state;
    const { spec, part } = this.props;
    if (error === null) {
      const Part = this.Part;
      return (
        <Suspense fallback={spec.options.loading}>
          <Part {...part} />
        </Suspense>
      );
    }
    if (!isLoadFailure(error)) throw error;
    const open = this.isOpen(part);
    if (open === false) return null;
    const { onClose, onOpenChange } = part as { onClose?: () => void; onOpenChange?: (open: boolean) => void };
    const dismiss = spec.options.close?.(part) ?? onClose ?? (onOpenChange && (() => onOpenChange(false)));
    return <PartFailure does={spec.does} retry={this.retry} close={dismiss} floating={open !== undefined} />;
  }
}
