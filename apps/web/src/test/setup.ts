import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs these beside the browser and API suites on two cores: a lazy component or a
// first query can take longer than Testing Library's default 1 s to show; waits still end as soon
// as the element is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
