import { describe, expect, it } from 'vitest';
import { parseLineProtocol } from './line-protocol.js';

/** What Telegraf's `inputs.snmp` interface table writes for one port. */
const TELEGRAF_LINE =
  'interface,agent_host=10.0.0.1,device=geant-gva,ifName=xe-1/0/0,host=telegraf01 ' +
  'ifHCInOctets=123456789012i,ifHCOutOctets=18446744073709551610u,ifInErrors=0i,' +
  'ifOutErrors=3i,ifHighSpeed=10000i,ifDescr="to GEANT \\"FRA\\"" 1700000000000000000';

function onlyPoint(body: string, precision?: 'ns' | 'us' | 'ms' | 's') {
  const { points, errors } = parseLineProtocol(body, precision);
  expect(errors).toEqual([]);
  expect(points).toHaveLength(1);
  const [point] = points;
  if (point === undefined) throw new Error('no point');
  return point;
}

function onlyError(body: string): string {
  const { points, errors } = parseLineProtocol(body);
  expect(points).toEqual([]);
  expect(errors).toHaveLength(1);
  return errors[0]?.reason ?? '';
}

describe('parseLineProtocol', () => {
  it('parseLineProtocol reads a Telegraf SNMP interface line', () => {
    expect(onlyPoint(TELEGRAF_LINE)).toEqual({
      line: 1,
      measurement: 'interface',
      tags: {
        agent_host: '10.0.0.1',
        device: 'geant-gva',
        ifName: 'xe-1/0/0',
        host: 'telegraf01',
      },
      fields: {
        ifHCInOctets: 123456789012n,
        ifHCOutOctets: 18446744073709551610n,
        ifInErrors: 0n,
        ifOutErrors: 3n,
        ifHighSpeed: 10000n,
        ifDescr: 'to GEANT "FRA"',
      },
      timestampNs: 1700000000000000000n,
    });
  });

  it('parseLineProtocol reads an escaped comma in a tag value', () => {
    const point = onlyPoint('interface,device=geant-gva,ifName=Gi0/1\\,x ifInErrors=1i');
    expect(point.tags).toEqual({ device: 'geant-gva', ifName: 'Gi0/1,x' });
  });

  it('parseLineProtocol reads escaped spaces and equals signs in tag keys and values', () => {
    const point = onlyPoint('interface,if\\ alias=to\\ GEANT\\ a\\=b ifInErrors=1i');
    expect(point.tags).toEqual({ 'if alias': 'to GEANT a=b' });
  });

  it('parseLineProtocol reads escaped commas and spaces in the measurement', () => {
    const point = onlyPoint('snmp\\ if\\,table,device=r1 x=1');
    expect(point.measurement).toBe('snmp if,table');
    expect(point.tags).toEqual({ device: 'r1' });
  });

  it('parseLineProtocol keeps an equals sign in the measurement as it is', () => {
    expect(onlyPoint('a=b x=1').measurement).toBe('a=b');
  });

  it('parseLineProtocol reads escaped commas, equals signs and spaces in field keys', () => {
    const point = onlyPoint('m in\\ octets\\,total\\=x=5i');
    expect(point.fields).toEqual({ 'in octets,total=x': 5n });
  });

  it('parseLineProtocol keeps a backslash before an ordinary character', () => {
    const point = onlyPoint('m,path=C:\\temp x=1');
    expect(point.tags).toEqual({ path: 'C:\\temp' });
  });

  it('parseLineProtocol unescapes quotes and backslashes in string fields', () => {
    const point = onlyPoint('m s="a \\"b\\" c\\\\d \\n",t="x, y=z"');
    expect(point.fields).toEqual({ s: 'a "b" c\\d \\n', t: 'x, y=z' });
  });

  it('parseLineProtocol reads an empty string field', () => {
    expect(onlyPoint('m s=""').fields).toEqual({ s: '' });
  });

  it('parseLineProtocol reads integer, unsigned, float and boolean fields', () => {
    const point = onlyPoint(
      'm a=-9223372036854775808i,b=9223372036854775807i,c=0u,d=1.5,e=1e3,f=2,g=-0.25,h=1.,k=.5,l=-1.2E-3',
    );
    expect(point.fields).toEqual({
      a: -9223372036854775808n,
      b: 9223372036854775807n,
      c: 0n,
      d: 1.5,
      e: 1000,
      f: 2,
      g: -0.25,
      h: 1,
      k: 0.5,
      l: -0.0012,
    });
  });

  it('parseLineProtocol reads every spelling of true and false', () => {
    const point = onlyPoint('m a=t,b=T,c=true,d=True,e=TRUE,f=f,g=F,h=false,i=False,j=FALSE');
    expect(point.fields).toEqual({
      a: true,
      b: true,
      c: true,
      d: true,
      e: true,
      f: false,
      g: false,
      h: false,
      i: false,
      j: false,
    });
  });

  it('parseLineProtocol reads a line with no tags and no timestamp', () => {
    expect(onlyPoint('cpu usage=0.5')).toEqual({
      line: 1,
      measurement: 'cpu',
      tags: {},
      fields: { usage: 0.5 },
      timestampNs: undefined,
    });
  });

  it('parseLineProtocol keeps the last value of a repeated field', () => {
    expect(onlyPoint('m x=1i,x=2i').fields).toEqual({ x: 2n });
  });

  it('parseLineProtocol keeps __proto__ as an ordinary tag key', () => {
    const point = onlyPoint('m,__proto__=x y=1');
    expect(Object.keys(point.tags)).toEqual(['__proto__']);
    expect(point.tags.__proto__).toBe('x');
  });

  it('parseLineProtocol converts second, millisecond and microsecond timestamps to nanoseconds', () => {
    expect(onlyPoint('m x=1 1700000000', 's').timestampNs).toBe(1700000000000000000n);
    expect(onlyPoint('m x=1 1700000000123', 'ms').timestampNs).toBe(1700000000123000000n);
    expect(onlyPoint('m x=1 1700000000123456', 'us').timestampNs).toBe(1700000000123456000n);
    expect(onlyPoint('m x=1 1700000000123456789', 'ns').timestampNs).toBe(1700000000123456789n);
  });

  it('parseLineProtocol reads a negative timestamp', () => {
    expect(onlyPoint('m x=1 -5', 's').timestampNs).toBe(-5000000000n);
  });

  it('parseLineProtocol skips blank lines and comments and numbers lines from 1', () => {
    const body = '# written by Telegraf\n\n   \nm x=1i 1\n  # indented comment\nm x=2i 2\n';
    const { points, errors } = parseLineProtocol(body);
    expect(errors).toEqual([]);
    expect(points.map((p) => [p.line, p.fields.x])).toEqual([
      [4, 1n],
      [6, 2n],
    ]);
  });

  it('parseLineProtocol reads CRLF line ends without keeping the CR', () => {
    const body = 'm,t=a x="s" 1\r\nm,t=b x=2i\r\n\r\n';
    const { points, errors } = parseLineProtocol(body);
    expect(errors).toEqual([]);
    expect(points).toEqual([
      { line: 1, measurement: 'm', tags: { t: 'a' }, fields: { x: 's' }, timestampNs: 1n },
      { line: 2, measurement: 'm', tags: { t: 'b' }, fields: { x: 2n }, timestampNs: undefined },
    ]);
  });

  it('parseLineProtocol accepts a trailing newline and trailing spaces', () => {
    const { points, errors } = parseLineProtocol(`${TELEGRAF_LINE}  \n`);
    expect(errors).toEqual([]);
    expect(points).toHaveLength(1);
  });

  it('parseLineProtocol returns nothing for an empty body', () => {
    expect(parseLineProtocol('')).toEqual({ points: [], errors: [] });
  });

  it('parseLineProtocol keeps parsing the lines after a bad one', () => {
    const body = [
      'interface,device=r1,ifName=xe-0 ifHCInOctets=1i 1',
      'this is not line protocol',
      'interface,device=r1,ifName=xe-1 ifHCInOctets=12x3i 1',
      'interface,device=r1,ifName=xe-2 ifHCInOctets=3i 1',
    ].join('\n');
    const { points, errors } = parseLineProtocol(body);
    expect(points.map((p) => [p.line, p.tags.ifName])).toEqual([
      [1, 'xe-0'],
      [4, 'xe-2'],
    ]);
    expect(errors).toEqual([
      { line: 2, reason: 'field "is": missing "="' },
      { line: 3, reason: 'field "ifHCInOctets": invalid integer "12x3i"' },
    ]);
  });
});

describe('parseLineProtocol errors', () => {
  it('parseLineProtocol reports a line with no fields', () => {
    expect(onlyError('interface,device=r1,ifName=xe-0')).toBe('missing fields');
    expect(onlyError('interface,device=r1,ifName=xe-0   ')).toBe('missing fields');
    expect(onlyError('interface')).toBe('missing fields');
  });

  it('parseLineProtocol reports a missing measurement', () => {
    expect(onlyError(',device=r1 x=1')).toBe('missing measurement');
    expect(onlyError(' x=1')).toBe('missing fields');
  });

  it('parseLineProtocol reports bad tags by name', () => {
    expect(onlyError('m,device x=1')).toBe('tag "device": missing "="');
    expect(onlyError('m,device= x=1')).toBe('tag "device": missing value');
    expect(onlyError('m,=r1 x=1')).toBe('missing tag key at column 3');
    expect(onlyError('m, x=1')).toBe('missing tag key at column 3');
    expect(onlyError('m,a=1,a=2 x=1')).toBe('duplicate tag "a"');
  });

  it('parseLineProtocol reports bad fields by name', () => {
    expect(onlyError('m x')).toBe('field "x": missing "="');
    expect(onlyError('m x=')).toBe('field "x": missing value');
    expect(onlyError('m x=1,')).toBe('missing field key at column 7');
    expect(onlyError('m x=1,,y=2')).toBe('missing field key at column 7');
    expect(onlyError('m =1')).toBe('missing field key at column 3');
  });

  it('parseLineProtocol reports an invalid integer, unsigned integer and number', () => {
    expect(onlyError('m ifHCInOctets=12x3i')).toBe('field "ifHCInOctets": invalid integer "12x3i"');
    expect(onlyError('m a=1.5i')).toBe('field "a": invalid integer "1.5i"');
    expect(onlyError('m a=-1u')).toBe('field "a": invalid unsigned integer "-1u"');
    expect(onlyError('m a=1.2.3')).toBe('field "a": invalid number "1.2.3"');
    expect(onlyError('m a=1e')).toBe('field "a": invalid number "1e"');
    expect(onlyError('m a=1e400')).toBe('field "a": number "1e400" is out of the float64 range');
  });

  it('parseLineProtocol reports integers outside int64 and uint64', () => {
    expect(onlyError('m a=9223372036854775808i')).toBe(
      'field "a": integer "9223372036854775808i" is out of the int64 range',
    );
    expect(onlyError('m a=-9223372036854775809i')).toBe(
      'field "a": integer "-9223372036854775809i" is out of the int64 range',
    );
    expect(onlyError('m a=18446744073709551616u')).toBe(
      'field "a": unsigned integer "18446744073709551616u" is out of the uint64 range',
    );
  });

  it('parseLineProtocol reports an unquoted string value', () => {
    expect(onlyError('m descr=up')).toBe(
      'field "descr": invalid value "up" (strings must be double-quoted)',
    );
    expect(onlyError('m ok=yes')).toBe(
      'field "ok": invalid value "yes" (strings must be double-quoted)',
    );
  });

  it('parseLineProtocol reports an unterminated string', () => {
    expect(onlyError('m descr="to GEANT 1')).toBe('unterminated string in field "descr"');
    expect(onlyError('m descr="ends in \\"')).toBe('unterminated string in field "descr"');
  });

  it('parseLineProtocol reports text glued to a closing quote', () => {
    expect(onlyError('m descr="a"b')).toBe(
      'field "descr": unexpected text after the closing quote',
    );
  });

  it('parseLineProtocol reports an invalid timestamp', () => {
    expect(onlyError('m x=1 abc')).toBe('invalid timestamp "abc"');
    expect(onlyError('m x=1 1.5')).toBe('invalid timestamp "1.5"');
    expect(onlyError('m x=1 1 2')).toBe('unexpected text after the timestamp at column 9');
  });

  it('parseLineProtocol reports a timestamp that overflows int64 nanoseconds', () => {
    expect(onlyError('m x=1 99999999999999999999')).toBe(
      'timestamp "99999999999999999999" is out of range for precision ns',
    );
    const { errors } = parseLineProtocol('m x=1 1700000000000', 's');
    expect(errors).toEqual([
      { line: 1, reason: 'timestamp "1700000000000" is out of range for precision s' },
    ]);
  });

  it('parseLineProtocol reports the line number of each error', () => {
    const { errors } = parseLineProtocol('m x=1\r\ngarbage\r\n\r\nm x=1\r\nm\r\n');
    expect(errors).toEqual([
      { line: 2, reason: 'missing fields' },
      { line: 5, reason: 'missing fields' },
    ]);
  });
});
