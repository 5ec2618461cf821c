// Certificate states beyond the two the server stores: a valid certificate past its validity date.
// Apart from texts.ts, which the first screen loads: only screens that show certificates need these.
export const certificateStateTexts = {
  expired: 'หมดอายุ',
};
