import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSnmpd, type RunningSnmpd } from './snmpd.js';
import { testDataDir } from './paths.js';

let agent: RunningSnmpd;

beforeAll(async () => {
  agent = await startSnmpd(testDataDir('test-snmpd-self'));
});

afterAll(async () => {
  await agent.stop();
});

/**
 * An SNMPv2c GetRequest for sysDescr.0 (1.3.6.1.2.1.1.1.0) with community "public", request id
 * 1, encoded by hand: the agent's answer proves it listens and serves the standard MIB.
 */
const GET_SYS_DESCR = Buffer.from(
  '3026' +
    '020101' +
    '04067075626c6963' +
    'a019' +
    '020101020100020100' +
    '300e300c06082b060102010101000500',
  'hex',
);

describe('the test SNMP agent', () => {
  it('answers an SNMP v2c GetRequest on its loopback port', async () => {
    const socket = createSocket('udp4');
    try {
      const answer = await new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no SNMP answer within 10 s')), 10_000);
        socket.once('message', (message) => {
          clearTimeout(timer);
          resolve(message);
        });
        socket.send(GET_SYS_DESCR, agent.port, '127.0.0.1');
      });
      // A GetResponse PDU (tag 0xa2) naming Linux in sysDescr.
      expect(answer.includes(0xa2)).toBe(true);
      expect(answer.toString('latin1')).toContain('Linux');
    } finally {
      socket.close();
    }
  });
});
