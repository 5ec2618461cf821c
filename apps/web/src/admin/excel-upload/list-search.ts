import {
  CERTIFICATE_TYPES,
  type CertificateType,
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreviewFields,
} from '@jongdee/contracts';
import type { RouteInput } from '../../api/client.ts';

/**
 * The screen's state, kept in its URL so a reload, the back button or a link from elsewhere (a booking's
 * "import examinees") keeps it: what is imported and where, and the history's filter and page. The file
 * and its preview are not in it: a file cannot live in a URL.
 */
export type ImportPageState = {
  kind: ImportKind | '';
  bookingId: string;
  clinicId: string;
  certificateType: CertificateType | '';
  /** The clinic day of the results (optional). */
  date: string;
  /** History: which kind it shows ('' for all), and its page. */
  history: ImportKind | '';
  page: number;
};

export const HISTORY_PAGE_SIZE = 10;
export const DEFAULT_STATE: ImportPageState = {
  kind: '',
  bookingId: '',
  clinicId: '',
  certificateType: '',
  date: '',
  history: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** Reads what the URL says; anything malformed (a hand-edited link) falls back to the default. */
export function parseImportState(params: URLSearchParams): ImportPageState {
  const kind = oneOf(IMPORT_KINDS, params.get('kind'));
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : '';
  };
  const date = params.get('date') ?? '';
  const page = Number(params.get('page'));
  return {
    kind,
    // Only the target of the chosen kind: a booking for examinees, a clinic and form for results.
    bookingId: kind === 'examinees' ? id('bookingId') : '',
    clinicId: kind === 'examination_results' ? id('clinicId') : '',
    certificateType: kind === 'examination_results' ? oneOf(CERTIFICATE_TYPES, params.get('certificateType')) : '',
    date: kind === 'examination_results' && ISO_DATE.test(date) ? date : '',
    history: oneOf(IMPORT_KINDS, params.get('history')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL's query: only what differs from the default. */
export function toSearchParams(state: ImportPageState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.kind) params.set('kind', state.kind);
  if (state.bookingId) params.set('bookingId', state.bookingId);
  if (state.clinicId) params.set('clinicId', state.clinicId);
  if (state.certificateType) params.set('certificateType', state.certificateType);
  if (state.date) params.set('date', state.date);
  if (state.history) params.set('history', state.history);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** What the preview upload sends with the file, once the choice is complete; null until then. */
export function importTarget(state: ImportPageState): ImportPreviewFields | null {
  if (state.kind === 'examinees') return state.bookingId ? { kind: 'examinees', bookingId: state.bookingId } : null;
  if (state.kind === 'examination_results') {
    if (!state.clinicId || !state.certificateType) return null;
    return {
      kind: 'examination_results',
      clinicId: state.clinicId,
      certificateType: state.certificateType,
      ...(state.date ? { date: state.date } : {}),
    };
  }
  return null;
}

/** The template's query for a target (getImportTemplate; the template has no day). */
export function templateQuery(target: ImportPreviewFields): RouteInput<'getImportTemplate'>['query'] {
  const { kind, bookingId, clinicId, certificateType } = target;
  return { kind, bookingId, clinicId, certificateType };
}

/** The history's query (listImports): newest first. */
export function historyQuery(state: Pick<ImportPageState, 'history' | 'page'>): RouteInput<'listImports'>['query'] {
  return {
    kind: state.history || undefined,
    page: state.page,
    limit: HISTORY_PAGE_SIZE,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  };
}
