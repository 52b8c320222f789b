// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('architecture boundaries (ESLint)', () => {
  it('stops an app from importing another app', async () => {
    const messages = await restrictedImports(
      'shell/src/probe.ts',
      "import { routes } from '../../mf-buyer/src/exposes/routes';\nexport const probe = routes;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Apps never import each other')]);
  });

  it('stops a remote from importing the shell', async () => {
    const messages = await restrictedImports(
      'mf-krishika/src/probe.ts',
      "import { Guard } from 'shell/src/features/routing/Guard';\nexport const probe = Guard;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Apps never import each other')]);
  });

  it('makes apps import shared packages by name, so federation shares one copy', async () => {
    const messages = await restrictedImports(
      'mf-buyer/src/probe.ts',
      "import { theme } from '../../shared-ui/src/theme/theme';\nexport const probe = theme;\n",
    );
    expect(messages).toEqual([expect.stringContaining('Import shared packages by name')]);
  });

  it('keeps the shared packages from importing an app', async () => {
    const messages = await restrictedImports(
      'shared-auth/src/probe.ts',
      "import { routes } from 'mf-buyer/src/exposes/routes';\nexport const probe = routes;\n",
    );
    expect(messages).toEqual([expect.stringContaining('they never import an app')]);
  });

  it("keeps shared-api's client side from importing its UI", async () => {
    const fromClient = await restrictedImports(
      'shared-api/src/threads.ts',
      "import { timeAgo } from './format';\nexport const probe = timeAgo;\n",
    );
    expect(fromClient).toEqual([expect.stringContaining('client side never imports its UI')]);
    const fromCompanyApi = await restrictedImports(
      'shared-api/src/company/api.ts',
      "import { COMPANY_ERRORS } from './form';\nexport const probe = COMPANY_ERRORS;\n",
    );
    expect(fromCompanyApi).toEqual([expect.stringContaining('client side never imports its UI')]);
    const stillNoApp = await restrictedImports(
      'shared-api/src/threads.ts',
      "import { routes } from 'mf-buyer/src/exposes/routes';\nexport const probe = routes;\n",
    );
    expect(stillNoApp).toEqual([expect.stringContaining('they never import an app')]);
    const uiOnClient = await restrictedImports(
      'shared-api/src/ThreadMessages.tsx',
      "import { readThread } from './threads';\nexport const probe = readThread;\n",
    );
    expect(uiOnClient).toEqual([]);
  });

  it('keeps contracts free of every workspace package', async () => {
    const messages = await restrictedImports(
      'contracts/src/probe.ts',
      "import { CATEGORIES } from 'engine';\nexport const probe = CATEGORIES;\n",
    );
    expect(messages).toEqual([expect.stringContaining('contracts import no workspace package')]);
  });

  it('keeps api-client free of the apps and of React', async () => {
    expect(
      await restrictedImports(
        'api-client/src/probe.ts',
        "import { routes } from '../../mf-krishika/src/exposes/routes';\nexport const probe = routes;\n",
      ),
    ).toEqual([expect.stringContaining('api-client imports no app')]);
    expect(
      await restrictedImports(
        'api-client/src/probe.ts',
        "import { getAccessToken } from 'shared-auth';\nexport const probe = getAccessToken;\n",
      ),
    ).toEqual([expect.stringContaining('api-client imports no app')]);
    expect(
      await restrictedImports(
        'api-client/src/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).toEqual([expect.stringContaining('api-client is framework-free')]);
    expect(
      await restrictedImports(
        'api-client/src/probe.ts',
        "import { CATEGORIES } from 'contracts';\nexport const probe = CATEGORIES;\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature use another feature only through its public entry', async () => {
    const deep = await restrictedImports(
      'mf-buyer/src/features/catalog/components/probe.ts',
      "import { searchCatalog } from '../../suppliers/api/suppliers';\nexport const probe = searchCatalog;\n",
    );
    expect(deep).toEqual([expect.stringContaining('through its public entry')]);
    const entry = await restrictedImports(
      'mf-buyer/src/features/catalog/components/probe.ts',
      "import { searchCatalog } from '../../suppliers';\nimport { ListCard } from '../../../components/ListCard';\nexport const probe = [searchCatalog, ListCard];\n",
    );
    expect(entry).toEqual([]);
    // Within its own feature, files import each other freely; the app's boundaries still hold.
    const own = await restrictedImports(
      'mf-buyer/src/features/catalog/components/probe.ts',
      "import { CatalogPage } from './CatalogPage';\nimport { routes } from '../../../../../mf-supplier/src/exposes/routes';\nexport const probe = [CatalogPage, routes];\n",
    );
    expect(own).toEqual([expect.stringContaining('Apps never import each other')]);
  });

  it('makes the api, e2e and tooling use the emulator through its public entries', async () => {
    const probes: [string, string][] = [
      ['api/src/probe.test.ts', 'supabase-emulator/src/db/database.ts'],
      ['api/bench/probe.ts', 'supabase-emulator/src/config.ts'],
      ['e2e/tests/probe.spec.ts', '../../supabase-emulator/src/localKeys.ts'],
      ['tooling/scripts/probe.ts', '../../supabase-emulator/src/start.ts'],
    ];
    for (const [filePath, specifier] of probes) {
      const deep = await restrictedImports(
        filePath,
        `import { probe } from '${specifier}';\nexport { probe };\n`,
      );
      expect(deep, filePath).toEqual([expect.stringContaining("'supabase-emulator/testing'")]);
    }
    const entries = await restrictedImports(
      'api/src/probe.test.ts',
      "import { freePort } from 'supabase-emulator/testing';\nimport { LOCAL_ANON_KEY } from 'supabase-emulator/keys';\nexport const probe = [freePort, LOCAL_ANON_KEY];\n",
    );
    expect(entries).toEqual([]);
  });

  it('keeps api route files from importing a routes index, types included', async () => {
    for (const [filePath, specifier] of [
      ['api/src/routes/v1/registrationDocument.ts', './index.ts'],
      ['api/src/routes/v1/admin/accounts.ts', '../index.ts'],
      ['api/src/routes/v1/admin/accounts.ts', './index.ts'],
    ]) {
      const messages = await restrictedImports(
        filePath as string,
        `import type { V1Options } from '${specifier}';\nexport type Probe = V1Options;\n`,
      );
      expect(messages, `${filePath} -> ${specifier}`).toEqual([
        expect.stringContaining('never import a routes index'),
      ]);
    }
    const shared = await restrictedImports(
      'api/src/routes/v1/admin/accounts.ts',
      "import type { V1Deps } from '../deps.ts';\nimport { freePort } from 'supabase-emulator/src/db/database.ts';\nexport const probe = freePort;\nexport type Probe = V1Deps;\n",
    );
    // The emulator's entry rule still holds in route files.
    expect(shared).toEqual([expect.stringContaining("'supabase-emulator/testing'")]);
  });

  it('refuses import cycles in the remotes, the api, the engine and the emulator', async () => {
    // Each probe stands in for a module its package's entry imports, and imports the entry back.
    const probes: [string, string][] = [
      [
        'api/src/plugins/external/cors.ts',
        "import { buildApp } from '../../app.ts';\nexport const probe = buildApp;\n",
      ],
      [
        'engine/src/facts.ts',
        "import { composeReply } from './index.ts';\nexport const probe = composeReply;\n",
      ],
      [
        'mf-buyer/src/features/saved/hooks/useSavedIds.ts',
        "import { useSavedIds } from '..';\nexport const probe = useSavedIds;\n",
      ],
      [
        'supabase-emulator/src/keys.ts',
        "import { startEmulator } from './start.ts';\nexport const probe = startEmulator;\n",
      ],
    ];
    for (const [filePath, code] of probes) {
      const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
      const cycles = (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycles, filePath).toHaveLength(1);
    }
    // Walking a package's whole import graph takes seconds on a loaded machine.
  }, 60_000);

  it('allows what the architecture allows', async () => {
    const messages = await restrictedImports(
      'mf-buyer/src/probe.ts',
      "import { Button } from 'shared-ui';\nimport { useAuth } from 'shared-auth';\nexport const probe = [Button, useAuth];\n",
    );
    expect(messages).toEqual([]);
  });
});
