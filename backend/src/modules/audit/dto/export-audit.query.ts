import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class ExportAuditQuery {
  @ApiPropertyOptional({
    example: '{"action":"balance","from":"2026-11-01","to":"2026-11-30"}',
    description:
      'JSON object: the same filter as GET /api/admin/audit (targetUserId, action, actor, paymentId, from, to)',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}
