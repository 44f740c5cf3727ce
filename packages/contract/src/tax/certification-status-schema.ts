import { z } from 'zod';
import { certificationStatuses } from './certification-statuses.ts';

/**
 * The certification status words (certification-statuses.ts) as a schema. Apart from the words,
 * so that a bundle needing only them (the web's start page) leaves zod out (decision 0126).
 */
export const certificationStatusSchema = z.enum(certificationStatuses, { error: 'invalid_value' });
