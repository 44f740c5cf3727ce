/** The company module's public use cases. */
export { seedDemoCompany } from './demo.ts';
