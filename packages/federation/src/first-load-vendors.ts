// The host's framework vendors (React, Emotion, Redux Toolkit + RTK Query, react-router and their
// helpers) go into ONE chunk instead of one per shared package. Every screen of the shell needs all
// of them, and one file compresses better than eight (the figures are in this package's README).
// The design system stays apart: part of Chakra loads
// lazily. Only packages every first screen uses belong here, or they would load with it.
// Not a workaround of an upstream bug; test/shared-packages.test.ts fails when a listed package is gone.
import type { Configuration } from 'webpack';

export const FIRST_LOAD_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@emotion/[^/]+',
  'stylis',
  'hoist-non-react-statics',
  'react-is',
  '@babel/runtime',
  'react-redux',
  'use-sync-external-store',
  '@reduxjs/toolkit',
  '@standard-schema/utils',
  'immer',
  'reselect',
  'redux',
  'redux-thunk',
  'react-router',
];

/** A module path inside node_modules/<one of the packages above>/ (pnpm's nested layout included). */
export const firstLoadVendorsTest = new RegExp(`[\\\\/]node_modules[\\\\/](?:${FIRST_LOAD_PACKAGES.join('|')})[\\\\/]`);

export const firstLoadVendorsSplit: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    firstLoadVendors: { test: firstLoadVendorsTest, chunks: 'async', name: 'vendors', enforce: true, priority: 20 },
  },
};
