import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { TierRecord } from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse } from '../../common/http/error-response.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import { CreateTierDto, TierResponse, UpdateTierDto } from './dto/tier.dto.js';
import { TiersService } from './tiers.service.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such tier' });

/**
 * The course tiers as a react-admin resource (simple-rest): admins change them (catalogue:write),
 * support reads them (catalogue:read). A new price applies to payments created after it.
 */
@ApiTags('admin: catalogue')
@Controller('admin/tiers')
export class TiersController {
  constructor(private readonly tiers: TiersService) {}

  @Get()
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'Every tier, unpublished and archived ones too (sort: position)' })
  @ApiListResponse(TierResponse, 'tiers 0-2/3')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TierRecord[]> {
    return sendListPage(reply, 'tiers', await this.tiers.list(query));
  }

  @Get(':id')
  @StaffAuth('catalogue:read')
  @ApiOperation({ summary: 'One tier' })
  @ApiOkResponse({ type: TierResponse })
  @notFound
  get(@Param('id') id: string): Promise<TierRecord> {
    return this.tiers.get(id);
  }

  @Post()
  @StaffAuth('catalogue:write')
  @ApiOperation({ summary: 'Create a tier, on sale at once when published (audited)' })
  @ApiCreatedResponse({ type: TierResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The id or the name is taken' })
  create(@CurrentPrincipal() actor: StaffActor, @Body() body: CreateTierDto): Promise<TierRecord> {
    return this.tiers.create(actor, body);
  }

  @Put(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Change a tier: price, texts, publish, place (position) (audited)',
    description:
      'The whole record, as react-admin sends it. A price applies to payments created after ' +
      'the change; pending ones keep their amount. The id never changes, nor the name of a tier ' +
      'students hold.',
  })
  @ApiOkResponse({ type: TierResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The name is taken or held' })
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdateTierDto,
  ): Promise<TierRecord> {
    return this.tiers.update(actor, id, body);
  }

  @Delete(':id')
  @StaffAuth('catalogue:write')
  @ApiOperation({
    summary: 'Delete an unpublished tier nobody holds; archive any other (audited)',
    description: 'An archived tier is off sale for good; its holders keep their course.',
  })
  @ApiOkResponse({ type: TierResponse })
  @notFound
  delete(@CurrentPrincipal() actor: StaffActor, @Param('id') id: string): Promise<TierRecord> {
    return this.tiers.delete(actor, id);
  }
}
