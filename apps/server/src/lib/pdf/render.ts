import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import QRCode from 'qrcode';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/{src,dist}/lib/pdf -> apps/server/assets: the templates and the OFL fonts ship in the repo. */
export const ASSETS_DIR = path.resolve(here, '../../../assets');
const TEMPLATES_DIR = path.join(ASSETS_DIR, 'typst');

export type DocumentTemplate =
  'invoice' | 'statement' | 'job-application' | 'complaint-report' | 'complaint-response';

let compiler: NodeCompiler | null = null;

/** One compiler for the process: fonts are loaded once, later documents take milliseconds. */
function getCompiler(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    workspace: TEMPLATES_DIR,
    fontArgs: [{ fontPaths: [path.join(ASSETS_DIR, 'fonts')] }],
  });
  return compiler;
}

export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

/**
 * Renders a Typst template to PDF. The data travels only as JSON in sys.inputs (the templates
 * read it with json(bytes(...))), so nothing a customer typed is ever parsed as markup.
 */
export function renderPdf(
  template: DocumentTemplate,
  data: Record<string, unknown>,
  options: { pdfStandard?: 'a-3b' } = {},
): Buffer {
  const typst = getCompiler();
  const result = typst.compile({
    mainFilePath: path.join(TEMPLATES_DIR, `${template}.typ`),
    inputs: { data: JSON.stringify(data) },
  });
  const document = result.result;
  if (!document || result.hasError()) {
    const diagnostics = result.takeDiagnostics()?.shortDiagnostics ?? [];
    throw new PdfRenderError(`typst ${template}: ${JSON.stringify(diagnostics).slice(0, 2000)}`);
  }
  const pdf = typst.pdf(document, options.pdfStandard ? { pdfStandard: options.pdfStandard } : {});
  typst.evictCache(10);
  return pdf;
}

/** A QR code as SVG text, which the templates embed as an image (vector, sharp when printed). */
export async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
