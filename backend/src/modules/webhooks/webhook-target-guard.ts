import { Injectable } from '@nestjs/common';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOneOptions, LookupAllOptions } from 'node:dns';
import { isIP } from 'node:net';
import { WEBHOOK_FAILURE_CODES, type WebhookFailureCode } from '@academy/contracts';
import { AppConfig } from '../../config/app-config.js';
import { isPublicAddress } from './target-address.js';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Why a webhook URL is refused: a code the apps translate, and words for the admin who typed it. */
export class WebhookTargetError extends Error {
  constructor(
    readonly failureCode: WebhookFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Keeps webhook requests out of the server's own network (server-side request forgery): only
 * http(s) URLs without credentials whose host resolves to public addresses only, unless
 * WEBHOOK_ALLOW_LOCAL_TARGETS allows local ones. Checked when an endpoint is saved and again when
 * each delivery connects, through `lookup`, so that a DNS answer changed in between (rebinding)
 * cannot reach an internal address.
 */
@Injectable()
export class WebhookTargetGuard {
  constructor(private readonly config: AppConfig) {}

  /** Throws a WebhookTargetError when the URL may not receive webhooks. */
  async check(url: string): Promise<void> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new WebhookTargetError(WEBHOOK_FAILURE_CODES.URL_INVALID, 'The URL is not valid');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new WebhookTargetError(
        WEBHOOK_FAILURE_CODES.URL_SCHEME,
        'The URL must start with https:// or http://',
      );
    }
    if (parsed.username || parsed.password) {
      throw new WebhookTargetError(
        WEBHOOK_FAILURE_CODES.URL_CREDENTIALS,
        'The URL must not contain a user name or password',
      );
    }
    await this.resolve(hostOf(parsed));
  }

  /**
   * A `lookup` for http.request: the addresses the connection may use, refused when any of them
   * is local. The connection goes to an address checked here, never to a second DNS answer.
   */
  readonly lookup = (
    hostname: string,
    options: LookupOneOptions | LookupAllOptions,
    callback: LookupCallback,
  ): void => {
    this.resolve(hostname).then(
      (addresses) => {
        if ((options as LookupAllOptions).all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EWEBHOOKTARGET' }), ''),
    );
  };

  private async resolve(host: string): Promise<LookupAddress[]> {
    const literal = isIP(host);
    let addresses: LookupAddress[];
    if (literal) {
      addresses = [{ address: host, family: literal }];
    } else {
      try {
        addresses = await dnsLookup(host, { all: true, verbatim: true });
      } catch {
        throw new WebhookTargetError(
          WEBHOOK_FAILURE_CODES.HOST_NOT_FOUND,
          `The host ${host} cannot be found`,
        );
      }
    }
    if (
      !this.config.webhookAllowLocalTargets &&
      (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address)))
    ) {
      throw new WebhookTargetError(
        WEBHOOK_FAILURE_CODES.ADDRESS_NOT_PUBLIC,
        'The URL must point to a public address: loopback, private and link-local addresses are not allowed',
      );
    }
    return addresses;
  }
}

/** The host name without the brackets an IPv6 literal has in a URL. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}
