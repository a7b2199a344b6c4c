// Setup file: after each test file, close (and on PostgreSQL drop) the databases it opened.
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database';

afterAll(closeTestDatabases);
