import { mergeConfig, defineProject } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      // A screen driven through user-event in jsdom takes seconds on a busy 2-core CI machine
      // (the profile form's state list, a thread's follow-up); 5 s cut such tests off mid-way.
      testTimeout: 20_000,
    },
  }),
);
