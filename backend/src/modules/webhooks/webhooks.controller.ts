import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  MessageResponse as Message,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ErrorResponse, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, sendListPage } from '../../common/http/list-query.js';
import { ApiListResponse } from '../../common/http/list-response.js';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
} from './dto/webhook-endpoint.dto.js';
import { WebhooksService } from './webhooks.service.js';

const notFound = ApiNotFoundResponse({ type: ErrorResponse, description: 'No such endpoint' });
/** Why an API key may be refused (403) an endpoint's events. */
const EVENT_SCOPES =
  'An API key subscribes only to events whose data its scopes read: users:read for user.*, balance.*, course.* and overdraft.*; payments:read for payment.* (403 otherwise).';

const badUrl = ApiBadRequestResponse({
  type: ErrorResponse,
  description: 'Invalid URL (or one pointing into a private network) or an unknown event type',
});

/**
 * Outbound webhook endpoints as a react-admin resource (simple-rest), for admins and API keys
 * with webhooks:manage; a key sees and manages only the endpoints it registered. Each delivery
 * is signed with the endpoint's secret: header X-Academy-Signature `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "t.body">`, with X-Academy-Event and X-Academy-Delivery beside it.
 */
@ApiTags('admin: webhooks')
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'Registered endpoints (without their secrets)' })
  @ApiListResponse(WebhookEndpointResponse, 'webhooks 0-24/3')
  @ApiBadRequestResponse({ type: ErrorResponse })
  async list(
    @CurrentPrincipal() actor: StaffActor,
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookEndpointRecord[]> {
    return sendListPage(reply, 'webhooks', await this.webhooks.list(actor, query));
  }

  @Get(':id')
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'One endpoint with its signing secret' })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @notFound
  get(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.get(actor, id);
  }

  @Post()
  @StaffAuth('webhooks:manage')
  @ApiOperation({
    summary: 'Register an endpoint; the answer carries its signing secret (audited)',
    description: EVENT_SCOPES,
  })
  @ApiCreatedResponse({ type: WebhookEndpointResponse })
  @badUrl
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreateWebhookEndpointDto,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.create(actor, body);
  }

  @Put(':id')
  @StaffAuth('webhooks:manage')
  @ApiOperation({
    summary: 'Change the URL, events or active state (audited)',
    description: `id, createdAt and secret may be sent back as read and are ignored. ${EVENT_SCOPES}`,
  })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @badUrl
  @notFound
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.update(actor, id, body);
  }

  @Delete(':id')
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'Remove the endpoint and its delivery log (audited)' })
  @ApiOkResponse({ type: WebhookEndpointResponse })
  @notFound
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.delete(actor, id);
  }

  @Get(':id/deliveries')
  @StaffAuth('webhooks:manage')
  @ApiOperation({
    summary: "The endpoint's delivery log, newest first (filter: status)",
  })
  @ApiListResponse(WebhookDeliveryResponse, 'deliveries 0-24/40')
  @ApiBadRequestResponse({ type: ErrorResponse })
  @notFound
  async deliveries(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Query() query: ListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDeliveryRecord[]> {
    return sendListPage(reply, 'deliveries', await this.webhooks.deliveries(actor, id, query));
  }

  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(202)
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'Send a delivery again, now' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'No such delivery for this endpoint' })
  retry(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Param('deliveryId', IdPipe) deliveryId: number,
  ): Promise<WebhookDeliveryRecord> {
    return this.webhooks.retry(actor, id, deliveryId);
  }

  @Post(':id/test')
  @HttpCode(202)
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'Queue a webhook.test event for this endpoint only' })
  @ApiAcceptedResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The endpoint is inactive' })
  @notFound
  async sendTest(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    await this.webhooks.sendTest(actor, id);
    return { message: 'Test event queued' };
  }
}
