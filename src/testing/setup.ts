import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../i18n/i18n';
import { checkClassesWith } from '../components/ui/cn';
import { throwOnConflict } from './class-conflicts';

// Every component rendered in a unit test has its classes checked (docs/decisions.md, "cn joins
// classes; a conflict fails the tests").
checkClassesWith(throwOnConflict);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
