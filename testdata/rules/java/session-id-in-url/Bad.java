import java.util.EnumSet;
import javax.servlet.ServletContext;
import javax.servlet.SessionTrackingMode;

class Init {
  void start(ServletContext ctx) {
    ctx.setSessionTrackingModes(EnumSet.of(SessionTrackingMode.URL)); // want "java/session-id-in-url"
  }
}
