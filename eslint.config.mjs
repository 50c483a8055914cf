import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// A status-like name compared with a number, a negative number or a member of a *State / *Status object, or looked
// up in a list of them. HTTP statuses of a response or an error are transport, not an object's state.
const STATUS = '/^(status|state|[a-z]+Status|[a-z]+State)$/';
const HTTP_HOLDER = '/^(response|res|xhr|error|err|e)$/';
const statusSide = (side) =>
  `:matches([${side}.type='MemberExpression'][${side}.property.name=${STATUS}][${side}.object.name!=${HTTP_HOLDER}], [${side}.type='Identifier'][${side}.name=${STATUS}])`;
const codeSide = (side) =>
  `:matches([${side}.type='Literal'][${side}.raw=/^\\d/], [${side}.type='UnaryExpression'][${side}.argument.type='Literal'], [${side}.type='MemberExpression'][${side}.object.name=/(State|Status)$/])`;
const statusArgument = `:matches(MemberExpression[property.name=${STATUS}][object.name!=${HTTP_HOLDER}], Identifier[name=${STATUS}])`;
const STATUS_MESSAGE = '不要在前端比较状态码：按钮与操作取服务端返回的 actions，状态只用于查表显示';
const WEB_RESTRICTED_SYNTAX = [
  { selector: `BinaryExpression${statusSide('left')}${codeSide('right')}`, message: STATUS_MESSAGE },
  { selector: `BinaryExpression${statusSide('right')}${codeSide('left')}`, message: STATUS_MESSAGE },
  {
    selector: `CallExpression[callee.property.name='includes']:not([callee.object.type='ArrayExpression'][callee.object.elements.0.type='Literal']:not([callee.object.elements.0.raw=/^\\d/])) > ${statusArgument}.arguments`,
    message: STATUS_MESSAGE,
  },
  {
    selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
    message: '前端只通过接口约定调用 API：callApi(call, …) 或 callUrl(call, …)，不写路径',
  },
  {
    // The calls with their schemas would bring zod and every schema of their domain into the start-up script.
    selector:
      "ImportDeclaration[source.value='@moxing/shared'][importKind='value'] > ImportSpecifier[importKind='value'][imported.name=/^(contract|[a-zA-Z]+Calls)$/]",
    message: "前端从 '@moxing/shared/calls' 取接口（不带校验规则的版本），不从 '@moxing/shared' 取",
  },
];

export default tseslint.config(
  { ignores: ['**/*-tmp.*', '**/dist/**', '**/node_modules/**', 'data/**', '**/*.config.*', 'apps/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Layers (docs/ARCHITECTURE.md): web -> shared <- server; routes -> service -> queries; platform imports no module.
  {
    files: ['packages/shared/**'],
    rules: restrict([{ group: ['**/apps/**', 'fastify', 'kysely', 'react'], message: 'shared 不能依赖服务端或前端' }]),
  },
  {
    files: ['apps/web/**'],
    rules: restrict([{ group: ['**/apps/server/**', '@moxing/server'], message: '前端只能通过 API 与 shared 访问服务端' }]),
  },
  // Web dependency direction: stores (client state) <- api (calls) <- features, app. The session store never
  // imports a call; the app wires the client to it (app/setup.ts: configureClient).
  {
    files: ['apps/web/src/stores/**'],
    rules: restrict([
      { group: ['**/apps/server/**', '@moxing/server'], message: '前端只能通过 API 与 shared 访问服务端' },
      {
        group: ['**/api/*', '**/features/**', '**/components/**', '**/app/*'],
        message: 'stores 只保存客户端状态：不调用接口，不依赖页面与功能模块',
      },
    ]),
  },
  {
    files: ['apps/web/src/api/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { group: ['**/apps/server/**', '@moxing/server'], message: '前端只能通过 API 与 shared 访问服务端' },
      { group: ['**/features/**', '**/app/*'], message: 'api 不依赖页面与功能模块' },
    ]),
  },
  {
    files: ['apps/server/src/platform/**'],
    rules: restrict([{ group: ['**/modules/**'], message: 'platform 不能依赖业务模块' }]),
  },
  {
    files: ['apps/server/src/modules/*/queries*.ts'],
    rules: restrict([
      { group: ['./service*', './routes*', 'fastify'], message: 'queries 只写 SQL，不依赖 service 或 routes' },
      { regex: '^\\.\\./[A-Za-z]', message: 'queries 不依赖其他模块' },
    ]),
  },
  {
    // Services and their helpers (branding.ts, convert.ts...): everything in a module but routes, queries and tests.
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: ['**/routes.ts', '**/queries*.ts', '**/*.test.ts', '**/test-helpers.ts', '**/fixtures.ts'],
    rules: restrict([
      { group: ['./routes*', 'fastify', '@fastify/*'], message: 'service 不处理 HTTP' },
      { regex: '^\\.\\./[A-Za-z][^/]*/queries', message: '只能调用其他模块的 service，不能直接用它的 queries' },
    ]),
  },
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: restrict([
      { group: ['./queries*', 'kysely'], message: 'routes 只调用 service' },
      { regex: '^\\.\\./[A-Za-z][^/]*/queries', message: 'routes 只调用 service' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The web reaches the API only through the contract (callApi / callUrl in apps/web/src/api/client.ts), and decides
  // what a user may do from the `actions` the server sends, never by comparing status codes (docs/ARCHITECTURE.md).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/api/client.ts'],
    rules: { 'no-restricted-syntax': ['error', ...WEB_RESTRICTED_SYNTAX] },
  },
  { files: ['tools/**', '**/cli/**', '**/e2e/**'], rules: { 'no-console': 'off' } },
  // Tests read untyped JSON responses; asserting on them is the point, so the any-safety rules stay out.
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
