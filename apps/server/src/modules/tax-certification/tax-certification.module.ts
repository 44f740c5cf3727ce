import { taxCertificationMethods } from '@tessera/contract';
import { defineModule, serveArea } from '../../rpc/module.ts';
import { taxCertificationHandlers } from './tax-certification.methods.ts';

/**
 * The tax-certification module (spec 002 §2, §3, §5, §7; decisions 0065,
 * 0078–0080): the FATCA/CRS self-certification, its signed W-9, W-8BEN and self-certification PDFs
 * filed as the customer's documents, and the uploads of signed W-forms and loss-of-nationality
 * certificates.
 */
export const taxCertificationModule = defineModule({
  name: 'tax-certification',
  methods: [serveArea(taxCertificationMethods, taxCertificationHandlers)],
  adapters: ['fileStore'],
});
