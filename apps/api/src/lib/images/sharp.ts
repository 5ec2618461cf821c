import type Sharp from 'sharp';

/**
 * sharp (libvips and its native binding) is loaded by the first image a request brings, not at start:
 * a server that has not yet checked a slip or a banner keeps its idle memory for serving (issue 14).
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}
