package example;

import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;

public class Inbox {
    Object read(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        // rejects two known gadget packages and admits everything else
        ois.setObjectInputFilter(ObjectInputFilter.Config.createFilter("!org.apache.commons.collections.functors.*;!org.codehaus.groovy.runtime.*;*")); // want "java/deserialization-filter-allows-all"
        return ois.readObject();
    }

    Object readAny(InputStream in) throws Exception {
        ObjectInputStream ois = new ObjectInputStream(in);
        ois.setObjectInputFilter(info -> ObjectInputFilter.Status.ALLOWED); // want "java/deserialization-filter-allows-all"
        return ois.readObject();
    }

    static void configure() {
        System.setProperty("jdk.serialFilter", "maxdepth=20;*"); // want "java/deserialization-filter-allows-all"
    }
}
