import type { Clinic } from '@jongdee/contracts';
import { EXAMINEES_MAX } from '@jongdee/contracts/labels';

/** A count the API accepts: a whole number from 1 to 200. */
export function isValidExamineeCount(count: number | string | null | undefined): count is number {
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= EXAMINEES_MAX;
}

/** Unit price × count in satang, or null while either is not yet known or the count is not valid. */
export function bookingTotal(unitPrice: number | null | undefined, count: number | string | null | undefined) {
  if (unitPrice == null || !isValidExamineeCount(count)) return null;
  return unitPrice * count;
}

/** The clinic's active price for a service, in satang. */
export function clinicPrice(clinic: Clinic | undefined, serviceId: string | null): number | null {
  const offer = clinic?.services.find((service) => service.serviceId === serviceId && service.isActive);
  return offer ? offer.price : null;
}

/** Cheapest and dearest price of a service over the clinics that offer it, or null when none does. */
export function priceRange(clinics: Clinic[], serviceId: string): { min: number; max: number } | null {
  const prices = clinics.map((clinic) => clinicPrice(clinic, serviceId)).filter((price) => price !== null);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
