import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;

class Import {
    Object read(String xml) {
        XStream xstream = new XStream();
        xstream.addPermission(NoTypePermission.NONE);
        xstream.allowTypesByWildcard(new String[] {"com.example.model.**"});
        return xstream.fromXML(xml);
    }
}
