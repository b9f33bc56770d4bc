package example;

import java.io.InputStream;
import java.io.ObjectInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class Upload extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        ObjectInputStream in = new ObjectInputStream(request.getInputStream()); // want "java/unsafe-deserialization: Unsafe deserialization.*getInputStream"
        Object o = in.readObject();
        java.beans.XMLDecoder d = new java.beans.XMLDecoder(request.getInputStream()); // want "java/unsafe-deserialization"
    }

    Object load(InputStream stream) throws Exception {
        return new ObjectInputStream(stream).readObject(); // want "java/unsafe-deserialization: ObjectInputStream without an ObjectInputFilter"
    }

    Object decode(InputStream stream) {
        java.beans.XMLDecoder d = new java.beans.XMLDecoder(stream); // want "java/unsafe-deserialization: XMLDecoder runs"
        return d.readObject();
    }
}
