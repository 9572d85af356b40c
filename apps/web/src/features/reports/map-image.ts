/**
 * The map view as a file: the SVG renderer's drawing made standalone (namespace, size, the
 * background and the few styles that live in CSS), or a PNG of it or of the canvas renderer.
 */

/** Map styles that come from the stylesheet rather than attributes, for a standalone SVG. */
export const MAP_SVG_STYLE = [
  '.land path { fill: #1e293b; stroke: #0f172a; stroke-width: 0.5; }',
  '.outlines line, .links line { stroke-linecap: round; }',
  '.router-dot { fill: #cbd5e1; stroke: #0b1220; stroke-width: 1; }',
  '.error-ring { fill: #fff; stroke: #dc2626; stroke-width: 2.5; }',
  '.badges circle { stroke: #0b1220; stroke-width: 1.5px; }',
  '.badges text { font-weight: 700; }',
  'text { font-family: "DejaVu Sans", sans-serif; }',
].join('\n');

export const MAP_BACKGROUND = '#0a1628';

/**
 * Wraps the inner markup of the map's `<svg>` into a file that any SVG viewer draws the same:
 * explicit size, the background, the styles above and a title.
 */
export function standaloneSvg(
  innerMarkup: string,
  size: { width: number; height: number },
  title: string,
): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const { width, height } = size;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${escape(title)}</title>`,
    `<style>${MAP_SVG_STYLE}</style>`,
    `<rect width="${width}" height="${height}" fill="${MAP_BACKGROUND}"/>`,
    innerMarkup,
    '</svg>',
    '',
  ].join('\n');
}

/** The drawing size of the SVG map: its viewBox, else its box on screen. */
function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const box = svg.viewBox.baseVal;
  if (box !== null && box.width > 0 && box.height > 0)
    return { width: box.width, height: box.height };
  const rect = svg.getBoundingClientRect();
  return { width: Math.round(rect.width), height: Math.round(rect.height) };
}

/** The SVG map as shown (zoom included) as a standalone file. */
export function svgMapFile(svg: SVGSVGElement, title: string): Blob {
  const markup = new XMLSerializer()
    .serializeToString(svg)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  return new Blob([standaloneSvg(markup, svgSize(svg), title)], { type: 'image/svg+xml' });
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob === null ? reject(new Error('the browser could not encode the PNG')) : resolve(blob),
      'image/png',
    );
  });
}

/** A PNG of the map as shown: the canvas itself, or the SVG drawn onto a canvas at 2x. */
export async function pngMapFile(map: Element, title: string): Promise<Blob> {
  if (map instanceof HTMLCanvasElement) return canvasBlob(map);
  if (!(map instanceof SVGSVGElement)) throw new Error('the map is not on this page');
  const size = svgSize(map);
  const url = URL.createObjectURL(svgMapFile(map, title));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size.width * 2;
    canvas.height = size.height * 2;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('the browser has no 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await canvasBlob(canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
