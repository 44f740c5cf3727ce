import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@tessera/contract';
import { z } from 'zod';

/** The login form's rules (spec 000 §5: the username must be a valid e-mail); messages are codes. */
const loginFormSchema = z.object({
  username: z.string().trim().min(1, { error: 'required' }).pipe(emailSchema),
  password: z.string().min(1, { error: 'required' }),
});

/** The login form's values, as typed. */
export type LoginFormValues = z.input<typeof loginFormSchema>;

/**
 * The login form's resolver. In a module of its own, loaded when the form is first focused or
 * checked, so the login page paints before zod downloads (decision 0126).
 */
export const loginFormResolver = zodResolver(loginFormSchema);
