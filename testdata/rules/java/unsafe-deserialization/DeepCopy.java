package example;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

// Bytes that are not the method's own serialization of an object: handed
// in, copied into the buffer from a stream, or read from a field.
public class DeepCopy {
    private ByteArrayOutputStream shared = new ByteArrayOutputStream();

    Object fromCaller(byte[] data) throws Exception {
        return new ObjectInputStream(new ByteArrayInputStream(data)).readObject(); // want "java/unsafe-deserialization: ObjectInputStream without an ObjectInputFilter"
    }

    Object copiedIn(InputStream in) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        in.transferTo(buf);
        return new ObjectInputStream(new ByteArrayInputStream(buf.toByteArray())).readObject(); // want "java/unsafe-deserialization: ObjectInputStream without an ObjectInputFilter"
    }

    Object written(byte[] data) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        buf.write(data);
        return new ObjectInputStream(new ByteArrayInputStream(buf.toByteArray())).readObject(); // want "java/unsafe-deserialization: ObjectInputStream without an ObjectInputFilter"
    }

    Object field(Object o) throws Exception {
        new ObjectOutputStream(shared).writeObject(o);
        return new ObjectInputStream(new ByteArrayInputStream(shared.toByteArray())).readObject(); // want "java/unsafe-deserialization: ObjectInputStream without an ObjectInputFilter"
    }
}
