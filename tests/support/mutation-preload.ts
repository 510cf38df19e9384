/**
 * Loaded before each test file of the mutation run (vitest.mutation.config.ts): the modules the shop loads on first
 * use, by a dynamic import. Their load-time code (a machine's definition, a table of rules) is static, as it is in
 * every test file that imports them; without this, the one test that happened to load one first (a first screen's,
 * a shared computer's) would count as covering all of it, and only that test would be run against its mutants, so
 * they survived whatever the module's own tests check. Loaded here, they are static everywhere and, like every
 * static mutant, not run (`ignoreStatic`, docs/mutation.md).
 */
import '../../src/application/buyer-services';
import '../../src/application/registration/start-registration';
import '../../src/application/app-shell/app-shell.machine';
import '../../src/application/profile/contact-rules';
import '../../src/domain/accounts/profile-edit';
import '../../src/infrastructure/http/sku-index';
