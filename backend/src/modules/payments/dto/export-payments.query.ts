import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class ExportPaymentsQuery {
  @ApiPropertyOptional({
    example: '{"status":"paid","from":"2026-11-01"}',
    description: 'JSON object: the same filter as GET /api/admin/payments',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}
