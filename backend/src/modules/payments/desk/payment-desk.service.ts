import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type AdminPayment, type AuditAction } from '@academy/contracts';
import { mailLocale } from '@academy/domain';
import { staffAccountOf, type StaffActor } from '../../../common/auth/principal.js';
import type { AuditSnapshot } from '../../audit/audit-log-entry.entity.js';
import { AppConfig } from '../../../config/app-config.js';
import { AuditService } from '../../audit/index.js';
import { MailService } from '../../mail/index.js';
import { UserEntity } from '../../users/user.entity.js';
import { WebhookOutbox } from '../../webhooks/index.js';
import { PromoRedemptions } from '../../promotions/index.js';
import { PaymentCreditService } from '../payment-credit.service.js';
import { PaymentReversalService } from '../payment-reversal.service.js';
import { lockPaymentByPublicId } from '../payment-settlement.js';
import { paymentConfirmedMail, paymentRejectedMail } from '../payment-mails.js';
import { needsStaff, PaymentEntity } from '../payment.entity.js';
import { cryptoRefundMail } from '../btcpay/btcpay-refund-mail.js';
import { PaymentProviders } from '../providers/payment-providers.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { paymentEventSource } from '../payment-event-source.js';
import { conflict } from '../../../common/http/http.errors.js';
import { paymentNotFound } from '../payments.errors.js';

/**
 * Staff decisions on payments: confirm, reject, refund. Each runs in one transaction on the
 * locked payment row, credits and takes back through the services that the providers' webhooks
 * use, and writes an audit row naming the payment; so two decisions at once resolve to exactly
 * one.
 */
@Injectable()
export class PaymentDeskService {
  private readonly logger = new Logger(PaymentDeskService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credit: PaymentCreditService,
    private readonly reversal: PaymentReversalService,
    private readonly providers: PaymentProviders,
    private readonly audit: AuditService,
    private readonly desk: AdminPaymentsService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly webhooks: WebhookOutbox,
    private readonly promotions: PromoRedemptions,
  ) {}

  /** A pending manual payment becomes paid and is credited once; a paid one is answered as is. */
  async confirm(actor: StaffActor, publicId: string): Promise<AdminPayment> {
    let held: string | null = null;
    let confirmed = false;
    const payment = await this.decide(actor, publicId, 'payment_confirm', async (manager, row) => {
      if (row.status === 'paid') return false;
      if (!(row.provider === 'btcpay' && needsStaff(row)))
        this.assertPendingManual(row, 'confirmed');
      const credit = await this.credit.creditPaid(manager, row, {
        decidedBy: staffAccountOf(actor),
        noticePending: true,
      });
      if (!credit.credited) held = credit.reviewReason;
      confirmed = credit.credited;
      return credit.credited;
    });
    // The hold and its reason are committed for the desk; the caller still learns it failed.
    if (held) throw conflict(held);
    if (confirmed) await this.tellStudent(payment.id, 'confirmed');
    return payment;
  }

  /** A pending manual payment becomes rejected, with the reason the student will see. */
  async reject(actor: StaffActor, publicId: string, reason: string): Promise<AdminPayment> {
    const payment = await this.decide(actor, publicId, 'payment_reject', async (manager, row) => {
      this.assertPendingManual(row, 'rejected');
      await this.change(manager, row, {
        status: 'rejected',
        statusReason: reason,
        noticePending: true,
        decidedBy: staffAccountOf(actor),
      });
      await this.promotions.release(manager, [row.id]);
      await this.webhooks.recordPaymentEvent(manager, 'payment.failed', paymentEventSource(row.id));
      return true;
    });
    await this.tellStudent(payment.id, 'rejected');
    return payment;
  }

  /**
   * A paid payment becomes refunded: the provider is asked first (Stripe by its API with an
   * idempotency key, PayPort marked for a refund by hand), then the credit is taken back unless
   * staff say otherwise. A short balance is a 409 and nothing changes; the provider is not asked.
   */
  async refund(
    actor: StaffActor,
    publicId: string,
    reason: string,
    reverseCredit: boolean,
  ): Promise<AdminPayment> {
    let refundLink: string | null = null;
    const refunded = await this.decide(
      actor,
      publicId,
      'payment_refund',
      async (manager, payment) => {
        if (payment.status === 'refunded') throw conflict('This payment has already been refunded');
        // A BTCPay payment held for staff received coins but credited nothing: it can go back.
        const heldCrypto = payment.provider === 'btcpay' && needsStaff(payment);
        if (payment.status !== 'paid' && !heldCrypto) {
          throw conflict(`Only a paid payment can be refunded; this one is ${payment.status}`);
        }
        const reversed =
          reverseCredit && !heldCrypto
            ? await this.reversal.reverseCredit(
                manager,
                payment,
                staffAccountOf(actor) ?? undefined,
              )
            : false;
        const { manualStep, paymentIntent, ...provider } = await this.providers.refund(payment);
        refundLink = provider.refundLink ?? null;
        const now = new Date();
        await this.change(manager, payment, {
          status: 'refunded',
          statusReason: reason,
          refundedAt: now,
          creditReversed: reversed || payment.creditReversed === true,
          decidedBy: staffAccountOf(actor),
          ...(manualStep ? { reviewReason: manualStep } : {}),
          ...(paymentIntent ? { providerPaymentIntent: paymentIntent } : {}),
          ...(refundLink ? { refundLink } : {}),
        });
        await this.reversal.recordRefund(manager, payment);
        await this.webhooks.recordPaymentEvent(
          manager,
          'payment.refunded',
          paymentEventSource(payment.id),
        );
        return true;
      },
    );
    if (refundLink) await this.mailRefundLink(refunded.id, refundLink);
    return refunded;
  }

  /** The student claims a BTCPay refund on its page: they get the link by mail, once committed. */
  private async mailRefundLink(publicId: string, refundLink: string): Promise<void> {
    try {
      const found = await this.paymentWithStudent(publicId);
      if (!found) return;
      const { payment, user } = found;
      const message = cryptoRefundMail(mailLocale(user.locale, user.deviceLocale), {
        name: user.username,
        amount: payment.amount,
        reference: payment.publicId,
        refundLink,
      });
      await this.mail.send({ to: user.email, ...message });
    } catch (error) {
      this.logger.error(`Could not mail the refund link of payment ${publicId}: ${String(error)}`);
    }
  }

  private async decide(
    actor: StaffActor,
    publicId: string,
    action: AuditAction,
    apply: (manager: EntityManager, payment: PaymentEntity) => Promise<boolean>,
  ): Promise<AdminPayment> {
    return this.dataSource.transaction(async (manager) => {
      const payment = await lockPaymentByPublicId(manager, publicId);
      if (!payment) throw paymentNotFound();
      const before = await this.snapshot(manager, payment);
      const changed = await apply(manager, payment);
      if (changed) {
        await this.audit.record(manager, {
          actor,
          action,
          targetUserId: payment.userId,
          paymentId: payment.id,
          before,
          after: await this.snapshot(manager, payment),
        });
      }
      return this.desk.read(manager, payment.publicId);
    });
  }

  private assertPendingManual(payment: PaymentEntity, outcome: 'confirmed' | 'rejected'): void {
    if (payment.provider !== 'manual') {
      throw conflict(`Only a manual payment is ${outcome} by staff; its provider settles this one`);
    }
    if (payment.status !== 'pending') {
      throw conflict(`Only a pending payment can be ${outcome}; this one is ${payment.status}`);
    }
  }

  private async change(
    manager: EntityManager,
    payment: PaymentEntity,
    changes: Partial<PaymentEntity>,
  ): Promise<void> {
    const withTime = { ...changes, updatedAt: new Date() };
    await manager.update(PaymentEntity, { id: payment.id }, withTime);
    Object.assign(payment, withTime);
  }

  private async snapshot(manager: EntityManager, payment: PaymentEntity): Promise<AuditSnapshot> {
    const user = await manager
      .getRepository(UserEntity)
      .findOne({ where: { id: payment.userId }, select: { balance: true, course: true } });
    return {
      status: payment.status,
      amount: payment.amount,
      statusReason: payment.statusReason,
      creditReversed: payment.creditReversed,
      balance: user ? Number(user.balance) : null,
      course: user?.course ?? null,
    };
  }

  /**
   * Mails the student the decision once it is committed, in their language. A mail that cannot
   * be sent is logged, not thrown: the decision stands and the dashboard shows it anyway.
   */
  private async tellStudent(publicId: string, outcome: 'confirmed' | 'rejected'): Promise<void> {
    try {
      const found = await this.paymentWithStudent(publicId);
      if (!found) return;
      const { payment, user } = found;
      const facts = {
        name: user.username,
        amount: payment.amount,
        reference: payment.publicId,
        tier: payment.kind === 'course' ? payment.tier : null,
        dashboardLink: `${this.config.publicUrl}/dashboard`,
      };
      const locale = mailLocale(user.locale, user.deviceLocale);
      const message =
        outcome === 'confirmed'
          ? paymentConfirmedMail(locale, facts)
          : paymentRejectedMail(locale, { ...facts, reason: payment.statusReason ?? '' });
      await this.mail.send({ to: user.email, ...message });
    } catch (error) {
      this.logger.error(
        `Could not mail the student that payment ${publicId} was ${outcome}: ${String(error)}`,
      );
    }
  }

  /** A committed payment with its student, for a mail; null when the account is gone. */
  private async paymentWithStudent(
    publicId: string,
  ): Promise<{ payment: PaymentEntity; user: UserEntity } | null> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ publicId });
    const user = payment
      ? await this.dataSource.getRepository(UserEntity).findOneBy({ id: payment.userId })
      : null;
    return payment && user && !user.deletedAt ? { payment, user } : null;
  }
}
