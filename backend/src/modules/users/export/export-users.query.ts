import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

export class ExportUsersQuery {
  @ApiPropertyOptional({
    example: '{"q":"anna"}',
    description:
      'JSON object: the same filter as GET /api/admin/users (q, id, course, balanceMin, balanceMax, overdraft, createdFrom, createdTo, activity)',
  })
  @IsOptional()
  @IsString()
  filter?: string;
}
