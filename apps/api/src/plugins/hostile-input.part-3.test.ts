// Part 3 of the hostile-input suite (test/hostile-input-suite.ts): every third endpoint of the OpenAPI
// document, from the third, attacked as a visitor, a customer and an admin.
import { describeHostileInput } from '../test/hostile-input-suite.ts';

describeHostileInput(3);
