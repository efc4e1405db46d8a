import { Body, Get, Post, Query, type StreamableFile } from '@nestjs/common';
import { ApiPropertyOptional, type ApiOperationOptions } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { ExportLink, StaffPermission } from '@academy/contracts';
import { CurrentPrincipal } from '../../common/auth/auth.decorators.js';
import type { StaffActor } from '../../common/auth/principal.js';
import {
  CsvExportOperation,
  ExportLinkOperation,
  SignedExportOperation,
} from './export-link.decorators.js';
import type { ExportKind } from './export-link.signer.js';
import type { ExportLinksService } from './export-links.service.js';
import { CreateExportLinkDto, SignedExportQuery } from './dto/export-link.dto.js';

/** A resource's CSV export as its controller serves it. */
export interface CsvExportRoutesOptions {
  /** The export, which also names its attachment: `payments`. */
  kind: ExportKind;
  /** What reads the export, directly or through a link. */
  permission: StaffPermission;
  /** GET export.csv's operation; `answer` and `invalid` as CsvExportOperation takes them. */
  operation: ApiOperationOptions;
  answer?: string;
  invalid?: string;
  /** The `filter` query parameter as the document shows it. */
  filter: { example: string; description: string };
  /** What POST export-links adds of the filter, where the list's filter needs saying. */
  filterNote?: string;
  /** What a role must still read for a signed link to work: `the audit log`. */
  readable: string;
  /** Refuses, as the list would, a filter the export cannot read, before a link is signed. */
  checkFilter: (filter: Record<string, unknown>) => unknown;
}

/**
 * GET export.csv, POST export-links and GET signed-export.csv of one export, for its controller to
 * extend: the controller supplies the links service and the CSV of a filter. The routes come after
 * the controller's own in the document, which is why a list that precedes them shares its class.
 */
export function CsvExportRoutes(options: CsvExportRoutesOptions) {
  const { kind, permission } = options;

  class ExportQuery {
    @ApiPropertyOptional(options.filter)
    @IsOptional()
    @IsString()
    filter?: string;
  }

  abstract class CsvExportController {
    abstract readonly links: ExportLinksService;

    /** The audited CSV download of what the filter (the query's JSON text) matches. */
    abstract csvFile(actor: StaffActor, filter: string | undefined): Promise<StreamableFile>;

    @Get('export.csv')
    @CsvExportOperation(permission, options.operation, {
      file: kind,
      answer: options.answer,
      invalid: options.invalid,
    })
    exportCsv(
      @CurrentPrincipal() actor: StaffActor,
      @Query() query: ExportQuery,
    ): Promise<StreamableFile> {
      return this.csvFile(actor, query.filter);
    }

    @Post('export-links')
    @ExportLinkOperation(kind, permission, options.filterNote)
    createExportLink(
      @CurrentPrincipal() actor: StaffActor,
      @Body() body: CreateExportLinkDto,
    ): Promise<ExportLink> {
      const filter = body.filter ?? {};
      options.checkFilter(filter);
      return this.links.issue(actor, kind, filter);
    }

    @Get('signed-export.csv')
    @SignedExportOperation(kind, options.readable)
    async signedExportCsv(@Query() query: SignedExportQuery): Promise<StreamableFile> {
      const { actor, filter } = await this.links.redeem(kind, { ...query }, permission);
      return this.csvFile(actor, filter);
    }
  }
  return CsvExportController;
}
