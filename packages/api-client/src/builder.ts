// The endpoint builder type shared by the per-domain endpoint files.
import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { ApiBaseQuery } from './base-query';
import type { TagType } from './tags';

export const reducerPath = 'api';
export type Builder = EndpointBuilder<ApiBaseQuery, TagType, typeof reducerPath>;
