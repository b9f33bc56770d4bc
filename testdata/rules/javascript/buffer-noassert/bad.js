const len = buf.readUInt32BE(offset, true); // want "javascript/buffer-noassert"
buf.writeInt16LE(value, offset, true); // want "javascript/buffer-noassert"
