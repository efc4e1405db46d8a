import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES_UNDER_TEST = new Set([
  'import-x/no-cycle',
  'boundaries/dependencies',
  'no-restricted-syntax',
]);

/**
 * The repository's own eslint.config.js, limited to the rules that guard the layout and the one
 * way to build an error answer. Planted sources are in no tsconfig, so they are parsed without type
 * information, which none of these rules needs.
 */
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => RULES_UNDER_TEST.has(ruleId),
});

async function problems(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result.messages;
}

describe('lint boundaries (eslint.config.js)', () => {
  describe('import-x/no-cycle', () => {
    // No-cycle follows imports through the files on disk, so both halves of the cycle are written.
    let folder: string;
    beforeAll(() => {
      folder = mkdtempSync(join(ROOT, 'backend/src/common/.planted-cycle-'));
      writeFileSync(join(folder, 'first.ts'), "import { second } from './second.js';\n");
      writeFileSync(join(folder, 'second.ts'), "import { first } from './first.js';\n");
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('reports two files that import each other', async () => {
      const found = await problems(
        relative(ROOT, join(folder, 'first.ts')),
        "import { second } from './second.js';\nexport const first = (): number => second();\n",
      );
      expect(found).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-cycle',
          message: 'Dependency cycle detected',
        }),
      ]);
    });

    it('passes the same import without the way back', async () => {
      const found = await problems(
        relative(ROOT, join(folder, 'leaf.ts')),
        "import { second } from './second.js';\nexport const leaf = (): number => second();\n",
      );
      expect(found).toEqual([]);
    });
  });

  describe('boundaries/dependencies between API modules', () => {
    const planted = 'backend/src/modules/content/planted-import.ts';

    it("reports a module importing another module's internal file", async () => {
      const found = await problems(
        planted,
        "import { ReceiptStore } from '../payments/manual/receipt-store.js';\nexport { ReceiptStore };\n",
      );
      expect(found).toEqual([
        expect.objectContaining({
          ruleId: 'boundaries/dependencies',
          message: expect.stringContaining(
            'Dependencies to elements of type "api-module" and fileInternalPath "manual/receipt-store.ts" are not allowed in elements of type "api-module"',
          ) as string,
        }),
      ]);
    });

    it("passes the same import through the module's index.ts", async () => {
      const found = await problems(
        planted,
        "import { ReceiptStore } from '../payments/index.js';\nexport { ReceiptStore };\n",
      );
      expect(found).toEqual([]);
    });

    it("passes another module's entity, which TypeORM relations name", async () => {
      const found = await problems(
        planted,
        "import { PaymentEntity } from '../payments/payment.entity.js';\nexport { PaymentEntity };\n",
      );
      expect(found).toEqual([]);
    });

    it("passes a module's own internal files", async () => {
      const found = await problems(
        planted,
        "import { ContentService } from './content.service.js';\nexport { ContentService };\n",
      );
      expect(found).toEqual([]);
    });
  });

  describe('error answers come from *.errors.ts factories', () => {
    const paired =
      "import { ERROR_CODES } from '@academy/contracts';\n" +
      "import { ApiException } from '../../common/http/api-exception.js';\n" +
      "export const refuse = (): ApiException => new ApiException(409, ERROR_CODES.CONFLICT, 'No');\n";

    it('reports an ApiException built outside an errors file', async () => {
      const found = await problems('backend/src/modules/content/planted.service.ts', paired);
      expect(found).toEqual([
        expect.objectContaining({
          ruleId: 'no-restricted-syntax',
          message: expect.stringContaining('<module>.errors.ts') as string,
        }),
      ]);
    });

    it("passes the same factory in the module's errors file", async () => {
      const found = await problems('backend/src/modules/content/planted.errors.ts', paired);
      expect(found).toEqual([]);
    });

    it('passes a service that throws a factory', async () => {
      const found = await problems(
        'backend/src/modules/content/planted.service.ts',
        "import { conflict } from '../../common/http/http.errors.js';\n" +
          "export const refuse = (): never => {\n  throw conflict('No');\n};\n",
      );
      expect(found).toEqual([]);
    });
  });
});
