import { expect, test } from 'tstyche';
import { runTool, ToolProblem, type ToolProblemCode, type ToolResult } from '../../src/index';

// The library's type claims (`@utility-tools/api`'s runTool), checked by tstyche (`npm run test:types`).
test("runTool's result is the tool's result; its body is the tool's request", async () => {
  expect(await runTool('gst-calculator', { amountPaise: 100000, rate: 18 })).type.toBe<ToolResult<'gst-calculator'>>();
  expect(runTool).type.not.toBeCallableWith('gst-calculator', { amountPaise: 100000, rate: 17 });
  expect(runTool).type.not.toBeCallableWith('gst-calculater', { amountPaise: 100000, rate: 18 });
});

test("a problem's code is typed by the tool: its own codes and the service's, never another tool's", () => {
  expect<ToolProblemCode<'base64-encode-decode'>>().type.toBeAssignableFrom<'invalid_base64'>();
  expect<ToolProblemCode<'base64-encode-decode'>>().type.toBeAssignableFrom<'rate_limited'>();
  expect<ToolProblemCode<'base64-encode-decode'>>().type.not.toBeAssignableFrom<'invalid_payee_name'>();
  // After instanceof the tool is `any`: the code is then every code the spec declares, still not any string.
  expect<ToolProblem['code']>().type.toBeAssignableFrom<'invalid_payee_name'>();
  expect<ToolProblem['code']>().type.not.toBeAssignableFrom<'invalid_base46'>();
});
