import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  COURSE_TIER_IDS,
  CRYPTO_OPTION_IDS,
  PAYMENT_PROVIDERS,
  type CourseTier,
  type CourseTierId,
  type CryptoOptionId,
  type CryptoReceivingAddress,
  type PaymentProvider,
  type PublicConfig,
} from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { CatalogueService } from '../catalogue/index.js';

class CourseTierResponse implements CourseTier {
  @ApiProperty({ type: String, example: 'gold', description: 'A lower-case slug' })
  id: CourseTierId;

  @ApiProperty({ example: 'GOLD', description: 'The `course` value its buyers hold' })
  name: string;

  @ApiProperty({ example: 250, description: 'USD' })
  price: number;

  @ApiProperty({ example: 'Every lesson and book, with weekly webinars' })
  description: string;

  @ApiProperty({
    example: 'Все уроки и книги и еженедельные вебинары',
    description: 'The description in Russian; empty when there is none (show the English one)',
  })
  descriptionRu: string;

  @ApiProperty({ example: true })
  popular: boolean;
}

const linkMap = (keys: readonly string[], example: (key: string) => string) => ({
  type: 'object' as const,
  properties: Object.fromEntries(
    keys.map((key) => [key, { type: 'string' as const, example: example(key) }]),
  ),
  additionalProperties: false,
});

class CryptoReceivingAddressResponse implements CryptoReceivingAddress {
  @ApiProperty({ enum: CRYPTO_OPTION_IDS })
  id: CryptoOptionId;

  @ApiProperty({ example: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' })
  address: string;
}

class PublicConfigResponse implements PublicConfig {
  @ApiProperty({ format: 'uri', example: 'https://academy.example.com' })
  marketingUrl: string;

  @ApiProperty({ format: 'uri', example: 'https://desk.example.com' })
  tradingDeskUrl: string;

  @ApiProperty({ format: 'uri', example: 'https://t.me/academy_example' })
  communityUrl: string;

  @ApiProperty(linkMap(COURSE_TIER_IDS, (tier) => `https://academy.example.com/courses/${tier}`))
  courseUrls: Record<CourseTierId, string>;

  @ApiProperty({ format: 'uri', example: 'https://coinumm.example.com/pay' })
  coinummUrl: string;

  @ApiProperty({ format: 'uri', example: 'https://revoxpay.example.com/pay' })
  revoxpayUrl: string;

  @ApiProperty({
    type: [CryptoReceivingAddressResponse],
    description:
      'The coins offered, in catalogue order: only those with a configured receiving address. ' +
      'Empty when the Crypto method is not offered, or takes BTCPay invoices (cryptoInvoices).',
  })
  cryptoAddresses: CryptoReceivingAddress[];

  @ApiProperty({
    example: false,
    description:
      'Whether Crypto takes payments through BTCPay invoices (POST /api/payments/crypto-invoice); ' +
      'cryptoAddresses is then empty',
  })
  cryptoInvoices: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'IP geolocation service for the phone country',
    example: null,
  })
  geoLookupUrl: string | null;

  @ApiProperty({
    enum: PAYMENT_PROVIDERS,
    nullable: true,
    description:
      'Who serves the Card method; null when it is not offered (starting it would answer 503)',
  })
  paymentProvider: PaymentProvider | null;

  @ApiProperty({
    type: [CourseTierResponse],
    description: 'The tiers on sale, in the catalogue’s order, at their current prices',
  })
  tiers: readonly CourseTier[];
}

@ApiTags('config')
@Public()
@Controller('config')
export class PublicConfigController {
  constructor(
    private readonly config: AppConfig,
    private readonly catalogue: CatalogueService,
  ) {}

  @Get()
  // Revalidated on every use: a price staff change is the price the next visitor sees.
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'Run-time settings for the web apps: links, tier catalogue, crypto addresses',
  })
  @ApiOkResponse({ type: PublicConfigResponse })
  async get(): Promise<PublicConfig> {
    const { tiers } = await this.catalogue.current();
    const { links, cryptoAddresses, cardProvider } = this.config;
    return {
      marketingUrl: links.marketing,
      tradingDeskUrl: links.tradingDesk,
      communityUrl: links.community,
      courseUrls: {
        silver: links.courseSilver,
        gold: links.courseGold,
        platinum: links.coursePlatinum,
      },
      coinummUrl: links.coinumm,
      revoxpayUrl: links.revoxpay,
      // With BTCPay each payment gets an invoice of its own: no shared address is shown.
      cryptoAddresses: this.config.btcpay ? [] : cryptoAddresses,
      cryptoInvoices: this.config.btcpay !== null,
      geoLookupUrl: links.geoLookup,
      paymentProvider: cardProvider,
      tiers,
    };
  }
}
