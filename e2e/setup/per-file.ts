// Each test file launches Chromium on first use; close it when the file is done.
import { afterAll } from 'vitest';
import { closeBrowser } from '../support/browser';

afterAll(closeBrowser);
