import {
  AvailabilityMonthSchema,
  AvailabilitySchema,
  ClinicSchema,
  ServiceSchema,
  successEnvelope,
  z,
} from '@jongdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { answersNotModified } from '../../lib/etag.ts';
import { contractRoute } from '../../lib/route.ts';
import { signedIn } from '../../plugins/auth.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import {
  type Actor,
  addDoctor,
  createClinic,
  createService,
  getAvailability,
  getAvailabilityMonth,
  getClinic,
  getClinicDetail,
  listClinics,
  listClinicsForAdmin,
  listServices,
  setClinicActive,
  updateClinic,
  updateDoctor,
  updateService,
} from './clinics.service.ts';

const actorOf = (request: FastifyRequest): Actor => ({ userId: signedIn(request).user.id, ip: request.ip });

type Options = { catalogue: CatalogueCache };
type PublicOptions = Options & { availability: CatalogueCache };
// What the caches serialise once and keep: the same envelopes the routes declare.
const ClinicListEnvelope = successEnvelope(z.array(ClinicSchema));
const ClinicEnvelope = successEnvelope(ClinicSchema);
const ServiceListEnvelope = successEnvelope(z.array(ServiceSchema));
const AvailabilityEnvelope = successEnvelope(AvailabilitySchema);
const AvailabilityMonthEnvelope = successEnvelope(AvailabilityMonthSchema);

/**
 * Clinics, services and availability: open to visitors. The catalogue and the availability are cached
 * in the process (catalogue-cache.ts), the availability for a second and cleared by any write of this
 * process (app.ts): a crowd on the booking screens costs one read per day shown, not one per visitor.
 */
export const clinicsPublicRoutes: FastifyPluginAsyncZod<PublicOptions> = async (app, { catalogue, availability }) => {
  app.route({
    ...answersNotModified(contractRoute('listClinics')),
    handler: async (request, reply) =>
      catalogue.send(request, reply, `clinics?${request.query.serviceId ?? ''}`, ClinicListEnvelope, () =>
        listClinics(app.db, request.query),
      ),
  });

  app.route({
    ...answersNotModified(contractRoute('getClinic')),
    handler: async (request, reply) =>
      catalogue.send(request, reply, `clinic/${request.params.id}`, ClinicEnvelope, () =>
        getClinic(app.db, request.params.id),
      ),
  });

  app.route({
    ...answersNotModified(contractRoute('getAvailability')),
    handler: async (request, reply) => {
      const { params, query } = request;
      return availability.send(
        request,
        reply,
        `day/${params.id}/${query.serviceId}/${query.date}`,
        AvailabilityEnvelope,
        () => getAvailability(app.db, params.id, query),
      );
    },
  });

  app.route({
    ...answersNotModified(contractRoute('getAvailabilityMonth')),
    handler: async (request, reply) => {
      const { params, query } = request;
      return availability.send(
        request,
        reply,
        `month/${params.id}/${query.serviceId}/${query.month}`,
        AvailabilityMonthEnvelope,
        () => getAvailabilityMonth(app.db, params.id, query),
      );
    },
  });

  app.route({
    ...answersNotModified(contractRoute('listServices')),
    handler: async (request, reply) =>
      catalogue.send(request, reply, 'services', ServiceListEnvelope, () =>
        listServices(app.db, { includeInactive: false }),
      ),
  });
};

/** Clinic administration (/api/admin/…). Every write is audited by the service. */
export const clinicsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { catalogue }) => {
  // Every write here (clinic, receiver, prices, doctors, services) may change the public catalogue:
  // clear it before the answer leaves, so the staff member's next public read already sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') catalogue.invalidate();
  });

  app.route({
    ...contractRoute('listAdminClinics'),
    handler: async () => ok(await listClinicsForAdmin(app.db)),
  });

  app.route({
    ...contractRoute('getAdminClinic'),
    handler: async (request) => ok(await getClinicDetail(app.db, request.params.id)),
  });

  app.route({
    ...contractRoute('createClinic'),
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createClinic(app.db, request.body, actorOf(request)))),
  });

  app.route({
    ...contractRoute('updateClinic'),
    handler: async (request) => ok(await updateClinic(app.db, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...contractRoute('setClinicActive'),
    handler: async (request) => ok(await setClinicActive(app.db, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...contractRoute('createDoctor'),
    handler: async (request, reply) =>
      reply.code(201).send(ok(await addDoctor(app.db, request.params.id, request.body, actorOf(request)))),
  });

  app.route({
    ...contractRoute('updateDoctor'),
    handler: async (request) => ok(await updateDoctor(app.db, request.params.id, request.body, actorOf(request))),
  });

  app.route({
    ...contractRoute('listAdminServices'),
    handler: async () => ok(await listServices(app.db, { includeInactive: true })),
  });

  app.route({
    ...contractRoute('createService'),
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createService(app.db, request.body, actorOf(request)))),
  });

  app.route({
    ...contractRoute('updateService'),
    handler: async (request) => ok(await updateService(app.db, request.params.id, request.body, actorOf(request))),
  });
};
