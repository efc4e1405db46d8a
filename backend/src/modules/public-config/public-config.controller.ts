import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import {
  COURSE_TIER_IDS,
  CRYPTO_OPTION_IDS,
  PAYMENT_PROVIDERS,
  TIERS,
  type CourseTier,
  type CourseTierId,
  type CryptoOptionId,
  type PaymentProvider,
  type PublicConfig,
} from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';
import { Public } from '../../common/auth/auth.decorators.js';

class CourseTierResponse implements CourseTier {
  @ApiProperty({ enum: COURSE_TIER_IDS })
  id: CourseTierId;

  @ApiProperty({ enum: TIERS.map((tier) => tier.name), example: 'GOLD' })
  name: CourseTier['name'];

  @ApiProperty({ example: 250, description: 'USD' })
  price: number;

  @ApiProperty()
  description: string;

  @ApiProperty()
  popular: boolean;
}

const linkMap = (keys: readonly string[]) => ({
  type: 'object' as const,
  properties: Object.fromEntries(keys.map((key) => [key, { type: 'string' as const }])),
  additionalProperties: false,
});

class PublicConfigResponse implements PublicConfig {
  @ApiProperty({ format: 'uri' })
  marketingUrl: string;

  @ApiProperty({ format: 'uri' })
  tradingDeskUrl: string;

  @ApiProperty({ format: 'uri' })
  communityUrl: string;

  @ApiProperty(linkMap(COURSE_TIER_IDS))
  courseUrls: Record<CourseTierId, string>;

  @ApiProperty({ format: 'uri' })
  coinummUrl: string;

  @ApiProperty({ format: 'uri' })
  revoxpayUrl: string;

  @ApiProperty(linkMap(CRYPTO_OPTION_IDS))
  cryptoAddresses: Record<CryptoOptionId, string>;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'IP geolocation service for the phone country',
  })
  geoLookupUrl: string | null;

  @ApiProperty({ enum: PAYMENT_PROVIDERS })
  paymentProvider: PaymentProvider;

  @ApiProperty({ type: [CourseTierResponse] })
  tiers: readonly CourseTier[];
}

@ApiTags('config')
@Public()
@Controller('config')
export class PublicConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Run-time settings for the web apps: links, tier catalogue, crypto addresses',
  })
  @ApiOkResponse({ type: PublicConfigResponse })
  get(): PublicConfig {
    const { links, cryptoAddresses } = this.config;
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
      cryptoAddresses: {
        btc: cryptoAddresses.btc,
        eth: cryptoAddresses.eth,
        'usdt-trc20': cryptoAddresses.usdtTrc20,
        'usdt-erc20': cryptoAddresses.usdtErc20,
      },
      geoLookupUrl: links.geoLookup,
      paymentProvider: this.config.paymentProvider,
      tiers: TIERS,
    };
  }
}
