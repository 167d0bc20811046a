import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chakraGlobalCss } from './scripts/chakra-global-css';
import { barrelImports } from './scripts/barrel-imports';
import { chakraPatches } from './scripts/chakra-patches';
import { chunkGroups } from './scripts/chunk-plan';
import { firstLoadPages } from './scripts/first-load-pages';
import { LOGIN_ENTRY, loginPage } from './scripts/login-page';
import { precompress } from './scripts/precompress';
import { preactAlias } from './scripts/preact-alias';

const CHAKRA_DEFINE_HELPERS = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineStyle',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'defineKeyframes',
  'defineLayerStyles',
  'defineTextStyles',
];

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
    }),
    react(),
    chakraPatches(),
    barrelImports(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'PharmaTill – Bán hàng nhà thuốc',
        short_name: 'PharmaTill',
        description: 'Bán hàng và quản lý nhà thuốc, hoạt động cả khi mất mạng.',
        lang: 'vi',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f766e',
        background_color: '#ffffff',
        categories: ['business', 'medical', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2}'],
        // The first-load pages are index.html with preloads for the network; offline, index.html serves.
        globIgnores: ['first-load/**'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    chakraGlobalCss(),
    loginPage(),
    firstLoadPages(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: the module graph the first-load bench reads (scripts/bench/first-load.ts).
    manifest: true,
    // The app (index.html) and the login screen alone (dist/login.html, written by loginPage()).
    rolldownOptions: {
      input: { index: 'index.html', login: LOGIN_ENTRY },
      // Chakra's theme builds every recipe through identity helpers the bundler cannot see are
      // pure, so the default theme's ~75 unused recipes stayed in the shell chunk (system.ts picks
      // the ones the app uses). Marked pure, an unused recipe is dropped with its module.
      treeshake: { manualPureFunctions: CHAKRA_DEFINE_HELPERS },
      output: { codeSplitting: { groups: chunkGroups(import.meta.dirname, 'src/main.tsx', LOGIN_ENTRY) } },
    },
  },
  resolve: { alias: preactAlias },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
