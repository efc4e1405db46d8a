import { Controller, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiException } from '../http/api-exception.js';
import { DefaultDenyGuard, Public, StaffAuth, StudentAuth } from './auth.decorators.js';

@Controller()
class Routes {
  @Get('undeclared')
  undeclared() {}

  @Get('public')
  @Public()
  open() {}

  @Get('student')
  @StudentAuth()
  student() {}

  @Get('staff')
  @StaffAuth('users:read')
  staff() {}
}

@Public()
@Controller()
class PublicRoutes {
  @Get()
  anything() {}
}

function contextOf(controller: new () => object, handler: string): ExecutionContext {
  return {
    getClass: () => controller,
    getHandler: () => (controller.prototype as Record<string, () => void>)[handler],
  } as unknown as ExecutionContext;
}

describe(DefaultDenyGuard.name, () => {
  const guard = new DefaultDenyGuard(new Reflector());

  it('refuses with 401 a route that declares no authentication', () => {
    let refusal: unknown;
    try {
      guard.canActivate(contextOf(Routes, 'undeclared'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiException);
    expect((refusal as ApiException).getStatus()).toBe(401);
  });

  it.each(['open', 'student', 'staff'])(
    'lets the route %s through to its own guards',
    (handler) => {
      expect(guard.canActivate(contextOf(Routes, handler))).toBe(true);
    },
  );

  it('lets every route of a public controller through', () => {
    expect(guard.canActivate(contextOf(PublicRoutes, 'anything'))).toBe(true);
  });
});
