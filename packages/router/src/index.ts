// The router every app uses, shared as ONE federation singleton (so the shell and the remotes
// see one router context). Like @provana/ui for Chakra: a shared module cannot be tree-shaken,
// so this package re-exports only the react-router API the apps use, and react-router itself
// is bundled (tree-shaken) inside it instead of being shared whole. Apps import routing only
// from here (ESLint forbids 'react-router' elsewhere). Need another export? Add it below.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, Params } from 'react-router';
