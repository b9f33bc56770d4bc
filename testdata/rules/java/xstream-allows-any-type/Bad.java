import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.AnyTypePermission;

class Import {
    Object read(String xml) {
        XStream xstream = new XStream();
        xstream.addPermission(AnyTypePermission.ANY); // want "java/xstream-allows-any-type"
        return xstream.fromXML(xml);
    }

    Object wild(String xml) {
        XStream xstream = new XStream();
        xstream.allowTypesByWildcard(new String[] {"**"}); // want "java/xstream-allows-any-type"
        return xstream.fromXML(xml);
    }
}
