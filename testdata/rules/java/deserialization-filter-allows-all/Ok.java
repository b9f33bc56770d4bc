package example;

import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

public class Inbox {
    private static final ObjectInputFilter FILTER = ObjectInputFilter.Config.createFilter("com.example.dto.*;java.base/*;!*");

    Object read(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        ois.setObjectInputFilter(FILTER);
        return ois.readObject();
    }

    Object readChecked(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        ois.setObjectInputFilter(info -> info.serialClass() == null || info.serialClass().getName().startsWith("com.example.dto.")
            ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED);
        return ois.readObject();
    }

    static void configure() {
        System.setProperty("jdk.serialFilter", "com.example.dto.*;!*");
    }
}
