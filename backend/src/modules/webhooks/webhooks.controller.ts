import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  MessageResponse as Message,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
} from '@academy/contracts';
import { CurrentPrincipal, StaffAuth } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import { ApiRefusal, MessageResponse } from '../../common/http/error-response.js';
import { IdPipe } from '../../common/http/id.pipe.js';
import { ListQuery, type ListPage } from '../../common/http/list-query.js';
import { simpleRest } from '../../common/http/simple-rest.js';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
} from './dto/webhook-endpoint.dto.js';
import { WebhooksService } from './webhooks.service.js';

const endpointRoutes = simpleRest({
  name: 'webhooks',
  record: WebhookEndpointResponse,
  notFound: 'No such endpoint',
  read: 'webhooks:manage',
  write: 'webhooks:manage',
});
/** Why an API key may be refused (403) an endpoint's events. */
const EVENT_SCOPES =
  'An API key subscribes only to events whose data its scopes read: users:read for user.*, balance.*, course.* and overdraft.*; payments:read for payment.* (403 otherwise).';

const badUrl = ApiRefusal(
  400,
  'Invalid URL (or one pointing into a private network) or an unknown event type',
);

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

  @endpointRoutes.List(
    { summary: 'Registered endpoints (without their secrets)' },
    { range: '0-24/3' },
  )
  list(
    @CurrentPrincipal() actor: StaffActor,
    @Query() query: ListQuery,
  ): Promise<ListPage<WebhookEndpointRecord>> {
    return this.webhooks.list(actor, query);
  }

  @endpointRoutes.GetOne({ summary: 'One endpoint with its signing secret' })
  get(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.get(actor, id);
  }

  @endpointRoutes.Create(
    {
      summary: 'Register an endpoint; the answer carries its signing secret (audited)',
      description: EVENT_SCOPES,
    },
    badUrl,
  )
  create(
    @CurrentPrincipal() actor: StaffActor,
    @Body() body: CreateWebhookEndpointDto,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.create(actor, body);
  }

  @endpointRoutes.Update(
    {
      summary: 'Change the URL, events or active state (audited)',
      description: `id, createdAt and secret may be sent back as read and are ignored. ${EVENT_SCOPES}`,
    },
    badUrl,
  )
  update(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.update(actor, id, body);
  }

  @endpointRoutes.Delete({ summary: 'Remove the endpoint and its delivery log (audited)' })
  delete(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<WebhookEndpointRecord> {
    return this.webhooks.delete(actor, id);
  }

  @endpointRoutes.SubList(
    'deliveries',
    WebhookDeliveryResponse,
    { summary: "The endpoint's delivery log, newest first (filter: status)" },
    { range: '0-24/40' },
  )
  deliveries(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
    @Query() query: ListQuery,
  ): Promise<ListPage<WebhookDeliveryRecord>> {
    return this.webhooks.deliveries(actor, id, query);
  }

  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(202)
  @StaffAuth('webhooks:manage')
  @ApiOperation({ summary: 'Send a delivery again, now' })
  @ApiAcceptedResponse({ type: WebhookDeliveryResponse })
  @ApiRefusal(404, 'No such delivery for this endpoint')
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
  @ApiRefusal(409, 'The endpoint is inactive')
  @endpointRoutes.NotFound
  async sendTest(
    @CurrentPrincipal() actor: StaffActor,
    @Param('id', IdPipe) id: number,
  ): Promise<Message> {
    await this.webhooks.sendTest(actor, id);
    return { message: 'Test event queued' };
  }
}
