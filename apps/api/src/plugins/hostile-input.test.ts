// Part 1 of the hostile-input suite (test/hostile-input-suite.ts): every third endpoint of the OpenAPI
// document, from the first, attacked as a visitor, a customer and an admin.
import { describeHostileInput } from '../test/hostile-input-suite.ts';

describeHostileInput(1);
