import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/ui';
import { isUnexpectedFailure } from './api-errors';

describe('which failures leave a trace in the console', () => {
  it("not the server's refusals, which the screen shows the user", () => {
    for (const status of [400, 403, 404, 409, 412]) {
      expect(isUnexpectedFailure(new ApiError(status, 'Solo un borrador puede enviarse a revisión.'))).toBe(
        false,
      );
    }
  });

  it('a server failure, a lost connection or a bug', () => {
    expect(isUnexpectedFailure(new ApiError(500, 'Ocurrió un error, intentá nuevamente.'))).toBe(true);
    expect(isUnexpectedFailure(new TypeError('Failed to fetch'))).toBe(true);
  });
});
