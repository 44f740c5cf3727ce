import ipaddr from 'ipaddr.js';

/** A value of a MaxMind DB data section: text, an unsigned integer below 2^32, a boolean, a list or a map. */
export type MmdbValue = string | number | boolean | MmdbValue[] | { [key: string]: MmdbValue };

/**
 * Writes a small MaxMind DB file (format 2.0: an IPv6 search tree of 24-bit records, IPv4 under
 * ::/96, then the data section and the metadata) holding `networks`, each a CIDR ("81.84.0.0/16",
 * "2a01:14::/32") and its record, for tests of the readers of real `.mmdb` databases. npm has no
 * maintained MaxMind DB writer (MaxMind's own are Go and Perl); this follows the published
 * specification, and the `maxmind` package reads what it writes. Networks must not overlap.
 */
export function writeMmdb(options: {
  databaseType: string;
  languages?: string[];
  networks: { network: string; record: MmdbValue }[];
}): Buffer {
  const data: Buffer[] = [];
  let dataSize = 0;
  const root: TreeNode = { children: [null, null] };
  for (const { network, record } of options.networks) {
    const offset = dataSize;
    const encoded = encode(record);
    data.push(encoded);
    dataSize += encoded.length;
    insert(root, networkBits(network), offset);
  }

  const nodes: TreeNode[] = [];
  const numbers = new Map<TreeNode, number>();
  const queue = [root];
  for (let node = queue.shift(); node; node = queue.shift()) {
    numbers.set(node, nodes.length);
    nodes.push(node);
    for (const child of node.children) if (child && 'children' in child) queue.push(child);
  }
  const nodeCount = nodes.length;
  const recordValue = (child: TreeChild): number => {
    if (child === null) return nodeCount;
    if ('children' in child) return numbers.get(child) ?? nodeCount;
    return nodeCount + 16 + child.dataOffset;
  };
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((node, index) => {
    tree.writeUIntBE(recordValue(node.children[0]), index * 6, 3);
    tree.writeUIntBE(recordValue(node.children[1]), index * 6 + 3, 3);
  });

  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 6,
    database_type: options.databaseType,
    languages: options.languages ?? ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: Math.floor(Date.now() / 1000),
    description: { en: `${options.databaseType} test database` },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com', 'ascii'),
    metadata,
  ]);
}

interface TreeNode {
  children: [TreeChild, TreeChild];
}
type TreeChild = TreeNode | { dataOffset: number } | null;

/** Puts the record at `dataOffset` under the path of `bits`, making the nodes on the way. */
function insert(root: TreeNode, bits: number[], dataOffset: number): void {
  let node = root;
  bits.forEach((bit, depth) => {
    const side = bit === 1 ? 1 : 0;
    if (depth === bits.length - 1) {
      node.children[side] = { dataOffset };
      return;
    }
    const next = node.children[side];
    if (next && 'children' in next) node = next;
    else {
      const created: TreeNode = { children: [null, null] };
      node.children[side] = created;
      node = created;
    }
  });
}

/** The leading bits of a CIDR's address in the IPv6 tree (IPv4 networks under ::/96). */
function networkBits(cidr: string): number[] {
  const [address, prefix] = ipaddr.parseCIDR(cidr);
  const bytes =
    address.kind() === 'ipv4' ? [...new Array<number>(12).fill(0), ...address.toByteArray()] : address.toByteArray();
  const length = address.kind() === 'ipv4' ? prefix + 96 : prefix;
  const bits = bytes.flatMap((byte) => Array.from({ length: 8 }, (_, index) => (byte >> (7 - index)) & 1));
  return bits.slice(0, length);
}

/** A control byte (and extended-type and size bytes) for a field of `type` and `size` (spec "Data section"). */
function control(type: number, size: number): Buffer {
  let sizeBits: number;
  let sizeBytes: number[];
  if (size < 29) [sizeBits, sizeBytes] = [size, []];
  else if (size < 285) [sizeBits, sizeBytes] = [29, [size - 29]];
  else if (size < 65_821) [sizeBits, sizeBytes] = [30, [(size - 285) >> 8, (size - 285) & 0xff]];
  else [sizeBits, sizeBytes] = [31, [(size - 65_821) >> 16, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff]];
  const head = type <= 7 ? [(type << 5) | sizeBits] : [sizeBits, type - 7];
  return Buffer.from([...head, ...sizeBytes]);
}

/** One value in the data-section encoding: utf8_string (2), uint32 (6), map (7), array (11), boolean (14). */
function encode(value: MmdbValue): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'boolean') return control(14, value ? 1 : 0);
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** 32) throw new Error(`not a uint32: ${value}`);
    const bytes: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([key, item]) => [encode(key), encode(item)])]);
}
