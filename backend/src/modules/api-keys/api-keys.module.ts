import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyAuthenticator } from '../../common/auth/api-key-authenticator.js';
import { AuditModule } from '../audit/index.js';
import { ApiKeyAuthService } from './api-key-auth.service.js';
import { ApiKeyEntity } from './api-key.entity.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/**
 * Global so that the staff guards in every module can check a key through ApiKeyAuthenticator
 * without each module importing this one.
 */
@Global()
@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([ApiKeyEntity])],
  controllers: [ApiKeysController],
  providers: [
    ApiKeysService,
    ApiKeyAuthService,
    { provide: ApiKeyAuthenticator, useExisting: ApiKeyAuthService },
  ],
  exports: [ApiKeyAuthenticator],
})
export class ApiKeysModule {}
