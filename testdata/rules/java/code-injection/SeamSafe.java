package example;

import org.jboss.seam.annotations.Logger;
import org.jboss.seam.log.Log;

public class SeamSafe {
    @Logger
    private Log log;

    void login(String user) {
        log.info("User logged in: #0", user);
        log.debug("login finished");
    }
}
