import { defineMethods } from '../method.ts';
import { jobListMethod, jobRetryMethod } from './jobs.schemas.ts';

/** The background-jobs area (decision 0022): the administrator's view of the job queue. */
export const jobsMethods = defineMethods({ jobList: jobListMethod, jobRetry: jobRetryMethod });
