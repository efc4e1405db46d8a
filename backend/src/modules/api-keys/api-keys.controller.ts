import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ApiKeyCreated, ApiKeyRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyCreatedResponse, ApiKeyResponse, CreateApiKeyDto } from './dto/api-key.dto.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such API key' });

/**
 * Integrators' API keys as a react-admin resource (ra-data-simple-rest conventions). Only admins
 * manage them (api-keys:manage), and no key can: it is not a scope.
 */
@ApiTags('admin: API keys')
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @StaffAuth('api-keys:manage')
  @ApiOperation({
    summary: 'API keys with their scopes, creator, last use and state; never the key or its hash',
  })
  @ApiListResponse(ApiKeyResponse, 'api-keys 0-24/3')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiKeyRecord[]> {
    return sendListPage(reply, 'api-keys', await this.keys.list(query));
  }

  @Get(':id')
  @StaffAuth('api-keys:manage')
  @ApiOperation({ summary: 'One API key, without the key or its hash' })
  @ApiOkResponse({ type: ApiKeyResponse })
  @notFound
  get(@Param('id', IdPipe) id: number): Promise<ApiKeyRecord> {
    return this.keys.get(id);
  }

  @Post()
  @StaffAuth('api-keys:manage')
  @ApiOperation({
    summary: 'Create an API key (audited)',
    description:
      'The answer is the only one that ever contains `key`: only its hash is kept. Send it as ' +
      '`Authorization: Bearer <key>` or in the `X-Api-Key` header.',
  })
  @ApiCreatedResponse({ type: ApiKeyCreatedResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Empty name, unknown or repeated scope, or an expiry not in the future',
  })
  create(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: CreateApiKeyDto,
  ): Promise<ApiKeyCreated> {
    return this.keys.create(actor, body);
  }

  @Delete(':id')
  @StaffAuth('api-keys:manage')
  @ApiOperation({
    summary: 'Revoke an API key (audited)',
    description: 'Every request with the key is refused with 401 from now on, on every replica.',
  })
  @ApiOkResponse({ type: ApiKeyResponse })
  @notFound
  revoke(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<ApiKeyRecord> {
    return this.keys.revoke(actor, id);
  }
}
