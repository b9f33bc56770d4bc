package example;

import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;

public class Store {
    Object load(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.Dto;!*"));
        return ois.readObject();
    }

    void save(OutputStream out, Object o) throws Exception {
        new ObjectOutputStream(out).writeObject(o);
    }
}
