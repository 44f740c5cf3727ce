import { describe, expect, it } from 'vitest';
import { interfaceLanguage } from './interface-language.ts';

describe('interfaceLanguage', () => {
  it('shows the remembered choice when the brand offers it, else English, else the brand’s first', () => {
    // Proves spec 000 §9's order, the one the web app and the server's document both follow.
    expect(interfaceLanguage(['en', 'es', 'ru'], 'ru')).toBe('ru');
    expect(interfaceLanguage(['en', 'es'], 'ru')).toBe('en');
    expect(interfaceLanguage(['es', 'pt'], null)).toBe('es');
    expect(interfaceLanguage(['es', 'pt'], 'pt')).toBe('pt');
    expect(interfaceLanguage(['en', 'es'], 'xx')).toBe('en');
    expect(interfaceLanguage(['en', 'es'], undefined)).toBe('en');
  });
});
