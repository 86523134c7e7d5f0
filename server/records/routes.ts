/**
 * The route chains of every receivable's records (loans, rentals, debts, fees), built from one kit
 * so each area's routes are a table of what differs:
 * - `list`     GET  /{route}?…                      {view}; the caller's portfolio unless {viewAll}
 * - `detail`   GET  /{route}/{id} and /{route}/{id}/historial ({view} + audit.view)
 * - `create`   POST /{route}          Idempotency-Key, a JSON body → 201 the record
 * - `write`    POST /{route}/{id}/<action> (or PUT /{route}/{id}) Idempotency-Key, a JSON body → 200 the record
 * Every write runs in `idempotent`'s transaction and answers the record as it left it, read in that
 * transaction (so the answer is what committed), or its refusal `{ message, code }`. The portfolio
 * rule is the one of server/payments/portfolio.ts, so a record and its payments never disagree.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { PaymentKind } from '../../machines/payments/paymentKinds.ts';
import type { Permission } from '../../machines/permissions.ts';
import type { HistoryArea } from '../../machines/history/history.schema.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import type { RolePermissions } from '../auth/rolePermissions.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import type { Queryable } from '../db/adapter.ts';
import { locationToday } from '../locations/today.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { portfolioOf, type Portfolio } from '../payments/portfolio.ts';
import { answerRefusal, type Outcome } from './outcome.ts';
import type { RecordActor } from './transition.ts';

/** Every receivable's bodies are small: terms, a version, a reason. */
const MAX_BODY_BYTES = 4 * 1024;

export interface RecordArea<D> {
  /** The path segment (`prestamos`). */
  route: HistoryArea & string;
  /** The receivable's kind: its `viewAll` code decides the portfolio (PAYMENT_KIND_INFO). */
  kind: PaymentKind;
  view: Permission;
  /** The audit entity of 'Historial'. */
  entity: string;
  exists(db: Queryable, id: number): Promise<boolean>;
  /** The record as the API answers it, at `today`; null: none, or outside the portfolio. */
  /** `viewer`: the caller (an area may add what concerns them, e.g. the loan's disbursement session). */
  detail(db: Queryable, id: number, today: BusinessDate, portfolio: Portfolio, viewer: number): Promise<D | null>;
}

interface Caller {
  var: { session: { userId: number }; permissions: RolePermissions };
}

export interface WriteRoute<S extends v.GenericSchema> {
  method: 'post' | 'put';
  /** After `/{route}/:id` ('' for the record itself, `/aprobacion` for an action). */
  path: string;
  permission: Permission;
  schema: S;
  /** The 400's text: the body it expects. */
  expected: string;
}

export function recordRouteKit<D>(deps: AppDeps, area: RecordArea<D>) {
  const { db } = deps;
  const today = (q: Queryable) => locationToday({ db: q, clock: deps.clock });
  const portfolio = (c: Caller) => portfolioOf(c.var.permissions, c.var.session.userId, area.kind);
  const actorOf = async (c: Caller, tx: Queryable): Promise<RecordActor> => ({
    userId: c.var.session.userId,
    today: await today(tx),
    now: deps.clock.now(),
    portfolio: await portfolio(c),
  });
  /** The record as the write left it, read in its transaction. */
  const answer = async (c: Context, tx: Queryable, actor: RecordActor, id: number, status: 200 | 201) => {
    const detail = await area.detail(tx, id, actor.today, { all: true }, actor.userId);
    return detail === null ? notFound(c) : c.json(detail as object, status);
  };
  const base = `/${area.route}`;

  return {
    today,
    /** GET /{route}: `load` answers the page (and whatever the area adds, e.g. totals). */
    list<K extends string>(allowed: { sort: readonly K[]; filters: readonly string[] }, load: (query: ListQuery<K>, context: { today: BusinessDate; portfolio: Portfolio }) => Promise<object>) {
      return new Hono<AppEnv>().get(base, requireSession(db), requirePermission(area.view), async (c) => {
        const query = readListQuery(c, allowed);
        return c.json(await load(query, { today: await today(db), portfolio: await portfolio(c) }), 200);
      });
    },
    /** GET /{route}/{id} and its 'Historial'. */
    detail() {
      return new Hono<AppEnv>()
        .get(`${base}/:id`, requireSession(db), requirePermission(area.view), idParam('id'), async (c) => {
          const detail = await area.detail(db, c.var.ids.id, await today(db), await portfolio(c), c.var.session.userId);
          return detail === null ? notFound(c) : c.json(detail as object, 200);
        })
        .route('/', recordHistoryRoutes(deps, { area: area.route, entity: area.entity, view: area.view, exists: area.exists }));
    },
    /** POST /{route}: `run` answers the new record's id. */
    create<S extends v.GenericSchema>(route: Omit<WriteRoute<S>, 'method' | 'path'>, run: (tx: Queryable, actor: RecordActor, input: v.InferOutput<S>) => Promise<Outcome<number>>) {
      return new Hono<AppEnv>().post(
        base,
        requireSession(db),
        requirePermission(route.permission),
        jsonBody(route.schema, { maxBytes: MAX_BODY_BYTES, expected: route.expected }),
        idempotent(db),
        async (c) => {
          const { tx, input } = c.var;
          const actor = await actorOf(c, tx);
          const outcome = await run(tx, actor, input);
          return outcome.ok ? answer(c, tx, actor, outcome.value, 201) : answerRefusal(c, outcome.refusal);
        },
      );
    },
    /** A write on one record (an action of its chart, or a draft's edit): 200 the record. */
    write<S extends v.GenericSchema>(route: WriteRoute<S>, run: (tx: Queryable, actor: RecordActor, id: number, input: v.InferOutput<S>) => Promise<Outcome<unknown>>) {
      return new Hono<AppEnv>()[route.method](
        `${base}/:id${route.path}`,
        requireSession(db),
        requirePermission(route.permission),
        idParam('id'),
        jsonBody(route.schema, { maxBytes: MAX_BODY_BYTES, expected: route.expected }),
        idempotent(db),
        async (c) => {
          const { tx, input } = c.var;
          const { id } = c.var.ids;
          const actor = await actorOf(c, tx);
          const outcome = await run(tx, actor, id, input);
          return outcome.ok ? answer(c, tx, actor, id, 200) : answerRefusal(c, outcome.refusal);
        },
      );
    },
  };
}
