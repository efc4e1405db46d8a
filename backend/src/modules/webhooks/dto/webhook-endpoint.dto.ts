import { ApiHideProperty, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_FAILURE_CODES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookEndpointRecord,
  type WebhookEndpointRequest,
  type WebhookEventEnvelope,
  type WebhookEventType,
  type WebhookFailureCode,
} from '@academy/contracts';

const eventsRule = { message: `events must be a list of ${WEBHOOK_EVENT_TYPES.join(', ')}` };

export class CreateWebhookEndpointDto implements WebhookEndpointRequest {
  @ApiProperty({ example: 'https://crm.example.com/hooks/academy', maxLength: 2048 })
  @IsString({ message: 'URL is required' })
  @MaxLength(WEBHOOK_URL_MAX_LENGTH, {
    message: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters long`,
  })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['user.registered'] })
  @IsArray(eventsRule)
  @ArrayMinSize(1, { message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, eventsRule)
  @ArrayUnique({ message: 'Each event may be listed once' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, ...eventsRule })
  events: WebhookEventType[];

  @ApiPropertyOptional({ default: true, description: 'An inactive endpoint receives nothing' })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/**
 * PUT takes the fields of POST; react-admin sends back the whole record, so the read-only fields
 * are accepted and ignored.
 */
export class UpdateWebhookEndpointDto extends CreateWebhookEndpointDto {
  @ApiHideProperty()
  @IsOptional()
  id?: unknown;

  @ApiHideProperty()
  @IsOptional()
  createdAt?: unknown;

  @ApiHideProperty()
  @IsOptional()
  secret?: unknown;
}

export class WebhookEndpointResponse implements WebhookEndpointRecord {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'https://crm.example.com/hooks/academy' }) url: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) events: WebhookEventType[];
  @ApiProperty() active: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;

  @ApiPropertyOptional({
    example: 'whsec_…',
    description:
      'The signing secret: in the answer to POST and in GET /api/admin/webhooks/:id, never in the list',
  })
  secret?: string;
}

const nullable = { nullable: true } as const;

export class WebhookDeliveryResponse implements WebhookDeliveryRecord {
  @ApiProperty() id: number;
  @ApiProperty() endpointId: number;
  @ApiProperty({ format: 'uuid' }) eventId: string;
  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT] })
  eventType: WebhookEventEnvelope['type'];
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES }) status: WebhookDeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: Number, ...nullable }) responseStatus: number | null;
  @ApiProperty({ type: Number, ...nullable }) responseTimeMs: number | null;
  @ApiProperty({ type: String, ...nullable, description: 'The technical detail, in English' })
  error: string | null;
  @ApiProperty({ enum: Object.values(WEBHOOK_FAILURE_CODES), ...nullable })
  errorCode: WebhookFailureCode | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', ...nullable }) lastAttemptAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', ...nullable }) nextAttemptAt: string | null;
}
