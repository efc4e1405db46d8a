import { Body, Controller, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKeyCreated, ApiKeyRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffPrincipal } from '../../common/auth/principal.js';
import { ApiRefusal } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyCreatedResponse, ApiKeyResponse, CreateApiKeyDto } from './dto/api-key.dto.js';

const keyRoutes = simpleRest({
  name: 'api-keys',
  record: ApiKeyResponse,
  notFound: 'No such API key',
  read: 'api-keys:manage',
  write: 'api-keys:manage',
});

/**
 * Integrators' API keys as a react-admin resource (ra-data-simple-rest conventions). Only admins
 * manage them (api-keys:manage), and no key can: it is not a scope.
 */
@ApiTags('admin: API keys')
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @keyRoutes.List(
    {
      summary: 'API keys with their scopes, creator, last use and state; never the key or its hash',
    },
    { range: '0-24/3' },
  )
  list(@Query() query: ListQuery): Promise<ListPage<ApiKeyRecord>> {
    return this.keys.list(query);
  }

  @keyRoutes.GetOne({ summary: 'One API key, without the key or its hash' })
  get(@Param('id', IdPipe) id: number): Promise<ApiKeyRecord> {
    return this.keys.get(id);
  }

  /** Answers the key itself, once: not the record the other routes answer. */
  @Post()
  @StaffAuth('api-keys:manage')
  @ApiOperation({
    summary: 'Create an API key (audited)',
    description:
      'The answer is the only one that ever contains `key`: only its hash is kept. Send it as ' +
      '`Authorization: Bearer <key>` or in the `X-Api-Key` header.',
  })
  @ApiCreatedResponse({ type: ApiKeyCreatedResponse })
  @ApiRefusal(400, 'Empty name, unknown or repeated scope, or an expiry not in the future')
  create(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Body() body: CreateApiKeyDto,
  ): Promise<ApiKeyCreated> {
    return this.keys.create(actor, body);
  }

  @keyRoutes.Delete({
    summary: 'Revoke an API key (audited)',
    description: 'Every request with the key is refused with 401 from now on, on every replica.',
  })
  revoke(
    @CurrentPrincipal() actor: StaffPrincipal,
    @Param('id', IdPipe) id: number,
  ): Promise<ApiKeyRecord> {
    return this.keys.revoke(actor, id);
  }
}
