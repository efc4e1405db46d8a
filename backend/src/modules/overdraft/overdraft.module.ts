import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { OverdraftController } from './overdraft.controller.js';
import { OverdraftService } from './overdraft.service.js';
import { TrialMailsService } from './trial-mails.service.js';

@Module({
  imports: [UsersModule, AuditModule, MailModule, WebhooksModule],
  controllers: [OverdraftController],
  providers: [OverdraftService, TrialMailsService],
})
export class OverdraftModule {}
