const len = buf.readUInt32BE(offset);
buf.writeInt16LE(value, offset);
const flag = stream.read(16, true);
