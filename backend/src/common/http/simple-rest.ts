import { applyDecorators, Delete, Get, Post, Put, type Type } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  type ApiOperationOptions,
} from '@nestjs/swagger';
import type { StaffPermission } from '@academy/contracts';
import { StaffAuth } from '../auth/auth.decorators.js';
import { ApiRefusal } from './error-response.js';
import { ListPageAnswer } from './list-response.js';

/** A back-office resource served the way react-admin's ra-data-simple-rest calls it. */
export interface SimpleRestResource {
  /** The resource's name in Content-Range: `tiers`. */
  name: string;
  /** The record every route answers. */
  record: Type<unknown>;
  /** What a 404 says: `No such tier`. */
  notFound: string;
  /** The permission that reads the records (list, getOne). */
  read: StaffPermission;
  /** The permission that changes them (create, update, delete). */
  write: StaffPermission;
}

/** The list's own part: its Content-Range example and what its 400 says. */
export interface SimpleRestListOptions {
  /** The example's rows and total: `0-24/3`. */
  range: string;
  /** Paged by keyset: the answer names where the next page starts. */
  cursor?: boolean;
  /** What a 400 says, where the list's parameters need more than the usual words. */
  invalid?: string;
}

/** One documented refusal besides those each route answers: ApiRefusal(…) */
type Refusal = MethodDecorator;

/**
 * The five simple-rest routes of a resource, each the method, the permission, the OpenAPI
 * operation and the answers it always has, plus the refusals a route adds. The handler keeps its
 * own parameters; a list's handler answers a ListPage (see ListPageAnswer).
 */
export function simpleRest(resource: SimpleRestResource) {
  const notFound = ApiRefusal(404, resource.notFound);
  const route = (permission: StaffPermission, operation: ApiOperationOptions) => [
    StaffAuth(permission),
    ApiOperation(operation),
  ];
  /** A route on the record :id names: it answers the record, or 404. */
  const onRecord =
    (method: (path: string) => MethodDecorator, permission: StaffPermission) =>
    (operation: ApiOperationOptions, ...refusals: Refusal[]) =>
      applyDecorators(
        method(':id'),
        ...route(permission, operation),
        ApiOkResponse({ type: resource.record }),
        notFound,
        ...refusals,
      );
  const list = (
    path: string,
    name: string,
    record: Type<unknown>,
    operation: ApiOperationOptions,
    options: SimpleRestListOptions,
  ) => [
    Get(path),
    ...route(resource.read, operation),
    ListPageAnswer(record, name, options.range, { cursor: options.cursor }),
    ApiRefusal(400, options.invalid),
  ];
  return {
    /** The resource's 404, for its further routes on one record. */
    NotFound: notFound,
    List: (operation: ApiOperationOptions, options: SimpleRestListOptions) =>
      applyDecorators(...list('', resource.name, resource.record, operation, options)),
    /** GET :id/<name>: the list that belongs to one record (its ledger, its deliveries). */
    SubList: (
      name: string,
      record: Type<unknown>,
      operation: ApiOperationOptions,
      options: SimpleRestListOptions,
    ) => applyDecorators(...list(`:id/${name}`, name, record, operation, options), notFound),
    GetOne: onRecord(Get, resource.read),
    Create: (operation: ApiOperationOptions, ...refusals: Refusal[]) =>
      applyDecorators(
        Post(),
        ...route(resource.write, operation),
        ApiCreatedResponse({ type: resource.record }),
        ...refusals,
      ),
    Update: onRecord(Put, resource.write),
    Delete: onRecord(Delete, resource.write),
  };
}
