package example;

import java.util.List;
import org.apache.turbine.om.peer.BasePeer;

public class Turbine {
    List<?> find(String name) throws Exception {
        return BasePeer.executeQuery("SELECT * FROM users WHERE name = '" + name + "'"); // want "java/sql-injection"
    }

    int remove(String id) throws Exception {
        return BasePeer.executeStatement("DELETE FROM users WHERE id = " + id); // want "java/sql-injection"
    }
}
