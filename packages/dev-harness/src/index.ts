export { StandaloneHarness } from './standalone-harness';
export { DevSignIn, DEMO_EMAIL, DEMO_PASSWORD } from './dev-sign-in';
