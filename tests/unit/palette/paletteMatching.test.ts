/** The palette's matching rule and the word its searches ask the gateway for (src/palette/paletteEntry.ts). */
import { describe, expect, it } from 'vitest';
import { asksFor, matches, searchWord, withoutWord } from '../../../src/palette/paletteEntry';

describe('matches', () => {
  it.each([
    ['Add a domain', 'add dom'],
    ['Add a domain', 'dom add'],
    ['Add a domain', 'ADD   Dom'],
    ['Expose an HTTP service on a node…', 'serv http'],
    ['prod-web-1', 'web prod'],
    ['app.example.com', 'exa'],
    ['app.example.com', '.com'],
    ['node12', '12'],
    ['10.0.0.12', '0.12'],
    ['Réseau du salon', 'reseau sal'],
    ['Afficher les raccourcis clavier', 'RACCOURCIS'],
    ['anything', ''],
  ])('%s is found by "%s"', (text, query) => {
    expect(matches(text, query)).toBe(true);
  });

  it.each([
    ['Add a domain', 'add node'],
    ['Add a domain', 'omain'],
    ['app.example.com', 'xample'],
    ['Switch theme to light', 'themes'],
  ])('%s is not found by "%s" (every word must start a word)', (text, query) => {
    expect(matches(text, query)).toBe(false);
  });
});

describe('searchWord (one word for the gateway, which finds a text as typed)', () => {
  const commands = 'Open logs of';

  it('asks for the one word typed, as typed', () => {
    expect(searchWord('Home')).toBe('Home');
    expect(searchWord('  grafana ')).toBe('grafana');
  });

  it('asks for the longest word, not the wording of the commands', () => {
    expect(searchWord('living room')).toBe('living');
    expect(searchWord('logs grafana', commands)).toBe('grafana');
    expect(searchWord('open logs of gra', commands)).toBe('gra');
    expect(searchWord('lo', commands)).toBe('lo');
  });

  it('asks for no word when only whole command words are typed (the lists first rows)', () => {
    expect(searchWord('logs', commands)).toBe('');
    expect(searchWord('Open LOGS', commands)).toBe('');
  });

  it('withoutWord leaves the other words for the palette to match', () => {
    expect(withoutWord('logs grafana', 'grafana')).toBe('logs');
    expect(withoutWord('home', 'home')).toBe('');
    expect(withoutWord('logs', '')).toBe('logs');
  });

  it('asksFor: a word of two letters at least starts a word of the command', () => {
    expect(asksFor(commands, 'logs gra')).toBe(true);
    expect(asksFor(commands, 'op')).toBe(true);
    expect(asksFor(commands, 'o grafana')).toBe(false);
    expect(asksFor(commands, 'grafana')).toBe(false);
  });
});
