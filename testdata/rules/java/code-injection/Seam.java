package example;

import org.jboss.seam.annotations.Logger;
import org.jboss.seam.log.Log;

public class Seam {
    @Logger
    private Log log;

    void login(String user) {
        log.info("User logged in: " + user); // want "java/code-injection"
    }
}
