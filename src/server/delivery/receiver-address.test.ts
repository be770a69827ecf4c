import { describe, expect, it } from 'vitest';
import { isPrivateAddress, receiverRefusal } from './receiver-address';

describe('receiver addresses', () => {
  it('tells private, loopback and link-local addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a URL that is not http(s), names a private host or does not resolve, unless private receivers are allowed', async () => {
    const resolve = (async (host: string) => {
      if (host === 'inside.example') return [{ address: '10.0.0.7', family: 4 }];
      if (host === 'outside.example') return [{ address: '93.184.216.34', family: 4 }];
      if (host === 'both.example') return [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }];
      throw new Error('ENOTFOUND');
    }) as never;
    expect(await receiverRefusal('not a url', false, resolve)).toBe('url');
    expect(await receiverRefusal('ftp://outside.example/x', false, resolve)).toBe('scheme');
    expect(await receiverRefusal('https://outside.example/hook', false, resolve)).toBeNull();
    expect(await receiverRefusal('https://inside.example/hook', false, resolve)).toBe('private');
    expect(await receiverRefusal('https://both.example/hook', false, resolve)).toBe('private');
    expect(await receiverRefusal('http://127.0.0.1:8080/hook', false, resolve)).toBe('private');
    expect(await receiverRefusal('http://[::1]:8080/hook', false, resolve)).toBe('private');
    expect(await receiverRefusal('https://nowhere.example/hook', false, resolve)).toBe('unresolved');
    expect(await receiverRefusal('http://127.0.0.1:8080/hook', true, resolve)).toBeNull();
  });
});
