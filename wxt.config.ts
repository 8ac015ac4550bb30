import { defineConfig } from 'wxt';

/** WXT builds the Chrome MV3 extension from extension/ into .output/chrome-mv3 (WXT_OUT_DIR moves it). */
export default defineConfig({
  srcDir: 'extension',
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Intently',
    description: 'A command bar for everything: notes, timers, tabs and private browsing insights.',
    permissions: ['storage', 'alarms'],
    action: { default_title: 'Intently' },
  },
  webExt: { disabled: true },
});
