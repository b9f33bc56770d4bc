package example;

import java.util.List;
import org.apache.turbine.om.peer.BasePeer;

public class TurbineSafe {
    List<?> all() throws Exception {
        return BasePeer.executeQuery("SELECT * FROM users ORDER BY name");
    }

    int purge(int days) throws Exception {
        return BasePeer.executeStatement("DELETE FROM sessions WHERE age > " + days);
    }
}
