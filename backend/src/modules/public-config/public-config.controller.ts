import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TIERS, type PublicConfig } from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Run-time settings for the web apps: links, tier catalogue, crypto addresses' })
  @ApiOkResponse({ description: 'PublicConfig' })
  get(): PublicConfig {
    const { links, cryptoAddresses } = this.config;
    return {
      marketingUrl: links.marketing,
      tradingDeskUrl: links.tradingDesk,
      communityUrl: links.community,
      courseUrls: { silver: links.courseSilver, gold: links.courseGold, platinum: links.coursePlatinum },
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
